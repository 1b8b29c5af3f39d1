/**
 * Builds a tiny ONNX "saliency" model for tests, without downloading anything: a 1×1 convolution
 * over the normalised RGB input followed by a sigmoid, so dark pixels on a light backdrop score
 * near 1. Shaped like ISNet/U2Net: input [1, 3, H, W] float32, output [1, 1, H, W].
 *
 * Field numbers follow onnx.proto (ModelProto, GraphProto, NodeProto, TensorProto, ValueInfoProto).
 */
import { ProtoWriter } from "./protobuf-writer";

const FLOAT = 1;

export interface TinyModelOptions {
  /** Input width; the height defaults to the same. */
  size: number;
  height?: number;
  /** Conv weight per input channel and bias: logit = Σ w·x + b. */
  weights?: readonly [number, number, number];
  bias?: number;
  inputName?: string;
  outputName?: string;
}

function tensorType(w: ProtoWriter, dims: readonly number[]) {
  w.message(1, (tensor) => {
    tensor.int(1, FLOAT);
    tensor.message(2, (shape) => {
      for (const d of dims) shape.message(1, (dim) => dim.int(1, d));
    });
  });
}

function initializer(w: ProtoWriter, name: string, dims: readonly number[], values: readonly number[]) {
  w.message(5, (t) => {
    for (const d of dims) t.int(1, d);
    t.int(2, FLOAT);
    t.string(8, name);
    const raw = new Uint8Array(new Float32Array(values).buffer);
    t.bytesField(9, raw);
  });
}

export function tinySaliencyModel(options: TinyModelOptions): Uint8Array {
  const { size, height = size, weights = [-3, -3, -3], bias = 4, inputName = "input", outputName = "saliency" } = options;
  const model = new ProtoWriter();
  model.int(1, 8); // ir_version
  model.string(2, "adcraft-tests");
  model.message(7, (graph) => {
    graph.message(1, (node) => {
      node.string(1, inputName).string(1, "conv_w").string(1, "conv_b");
      node.string(2, "logits");
      node.string(3, "conv");
      node.string(4, "Conv");
    });
    graph.message(1, (node) => {
      node.string(1, "logits");
      node.string(2, outputName);
      node.string(3, "sigmoid");
      node.string(4, "Sigmoid");
    });
    graph.string(2, "tiny-saliency");
    initializer(graph, "conv_w", [1, 3, 1, 1], weights);
    initializer(graph, "conv_b", [1], [bias]);
    graph.message(11, (vi) => {
      vi.string(1, inputName);
      vi.message(2, (type) => tensorType(type, [1, 3, height, size]));
    });
    graph.message(12, (vi) => {
      vi.string(1, outputName);
      vi.message(2, (type) => tensorType(type, [1, 1, height, size]));
    });
  });
  model.message(8, (opset) => {
    opset.string(1, "");
    opset.int(2, 13);
  });
  return model.finish();
}
