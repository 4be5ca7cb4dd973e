/** Live pushes: the hub app.ts starts, and the publisher modules send events through. */
export { PushHub, type PushPublisher } from './push-hub.js';
export { openPushStream, type PushStreamClient } from './push-stream-client.js';
