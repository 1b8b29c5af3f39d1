/**
 * A minimal protobuf encoder: just enough to write an ONNX model by hand in tests (varints,
 * length-delimited fields, fixed32 floats). Not a general protobuf library.
 */
export class ProtoWriter {
  private readonly bytes: number[] = [];

  private varint(value: number | bigint): void {
    let v = BigInt(value);
    if (v < 0n) v += 1n << 64n; // two's complement, as protobuf encodes negative int64
    do {
      let byte = Number(v & 0x7fn);
      v >>= 7n;
      if (v !== 0n) byte |= 0x80;
      this.bytes.push(byte);
    } while (v !== 0n);
  }

  private key(field: number, wireType: 0 | 2 | 5): void {
    this.varint((field << 3) | wireType);
  }

  int(field: number, value: number | bigint): this {
    this.key(field, 0);
    this.varint(value);
    return this;
  }

  bytesField(field: number, data: Uint8Array): this {
    this.key(field, 2);
    this.varint(data.length);
    for (const b of data) this.bytes.push(b);
    return this;
  }

  string(field: number, value: string): this {
    return this.bytesField(field, new TextEncoder().encode(value));
  }

  message(field: number, build: (w: ProtoWriter) => void): this {
    const inner = new ProtoWriter();
    build(inner);
    return this.bytesField(field, inner.finish());
  }

  float(field: number, value: number): this {
    this.key(field, 5);
    const buf = new DataView(new ArrayBuffer(4));
    buf.setFloat32(0, value, true);
    for (let i = 0; i < 4; i++) this.bytes.push(buf.getUint8(i));
    return this;
  }

  finish(): Uint8Array {
    return Uint8Array.from(this.bytes);
  }
}
