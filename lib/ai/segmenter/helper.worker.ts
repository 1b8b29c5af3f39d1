/** The segmenter's helper thread (helper-thread.ts): runs helper-tasks.ts's functions on what it is sent. */
import { parentPort } from "node:worker_threads";
import { helperTasks, type HelperTask } from "./helper-tasks";

parentPort!.on("message", ({ id, task, input }: { id: number; task: HelperTask; input: never }) => {
  try {
    parentPort!.postMessage({ id, result: helperTasks[task](input) });
  } catch (error) {
    const { name, message } = error as Error;
    parentPort!.postMessage({ id, error: { name, message } });
  }
});
parentPort!.postMessage({ ready: true });
