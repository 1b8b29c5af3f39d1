import "server-only";
// The services' one entry for lib/jobs: what each kind of job runs. Jobs import it lazily (their
// definitions stay light, and the services that send jobs import lib/jobs without a cycle at load).
export { renderTask } from "./photoshoot/render-task";
export { runDeliveryJob } from "./notifications/attempt";
