/**
 * Live pushes: the hub app.ts starts, and the publisher modules send events through (the tests'
 * stream client is testing/push-stream-client.ts).
 */
export { PushHub, type PushPublisher } from './push-hub.js';
