/**
 * Takes items best first without sorting them all: a binary heap is built in
 * linear time and popped only until enough items are accepted. For 12
 * recommendations out of 100,000 candidates that is a few hundred
 * comparisons instead of a full sort.
 */

/**
 * Pops items in order of `before` (true when item `a` comes before item
 * `b`), offering each to `accept`, until `limit` are accepted or none are
 * left. Returns the accepted positions in order.
 */
export function takeBestFirst(
  count: number,
  before: (a: number, b: number) => boolean,
  accept: (item: number) => boolean,
  limit: number,
): number[] {
  const heap = new Int32Array(count);
  for (let i = 0; i < count; i++) heap[i] = i;
  let size = count;
  const siftDown = (start: number) => {
    let parent = start;
    for (;;) {
      const left = parent * 2 + 1;
      if (left >= size) return;
      const right = left + 1;
      const child = right < size && before(heap[right]!, heap[left]!) ? right : left;
      if (!before(heap[child]!, heap[parent]!)) return;
      const swap = heap[parent]!;
      heap[parent] = heap[child]!;
      heap[child] = swap;
      parent = child;
    }
  };
  for (let i = (size >> 1) - 1; i >= 0; i--) siftDown(i);
  const taken: number[] = [];
  while (size > 0 && taken.length < limit) {
    const top = heap[0]!;
    size--;
    heap[0] = heap[size]!;
    siftDown(0);
    if (accept(top)) taken.push(top);
  }
  return taken;
}
