/**
 * Calls `callback` once the browser has drawn the next frame: a task queued
 * from that frame's animation callback runs after its style, layout and
 * paint. What a page's "drawn" marks use, so they count the drawing too.
 */
export function afterNextPaint(callback: () => void): void {
  requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      callback();
    };
    channel.port2.postMessage(null);
  });
}
