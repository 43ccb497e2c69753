/**
 * Writing one chapter's draft to the drafts' database: core's draft writer
 * extends the body with the latest keys, and the head and the chunks that
 * changed go in one transaction. Loaded by `DraftKeeper` with the first key,
 * so opening a chapter fetches none of it.
 */
import {
  type DraftBody,
  type DraftPlace,
  draftParts,
  type EngineState,
  extendDraft,
} from '@typeshelf/core/typing';
import { delMany, setMany } from 'idb-keyval';
import { aheadCaughtUp } from './draft-ahead';
import { draftChunkKey, draftStore, removeDraft } from './draft-store';

export class DraftWriter {
  private body: DraftBody | null = null;
  private written: DraftBody | null = null;

  constructor(
    private readonly key: string,
    private readonly place: DraftPlace,
  ) {}

  /** Writes (or removes) the draft of `state`, when it differs from the one last written. */
  write(state: EngineState): void {
    const body = extendDraft(this.body, state);
    this.body = body;
    if (body === this.written) return;
    const before = this.written;
    this.written = body;
    if (body === null) {
      removeDraft(this.key);
      return;
    }
    const drafts = draftStore();
    // The head and the chunks that changed, in one transaction: a long paragraph's word end costs what a short one's does.
    // Written at: the write-ahead copy a page hidden or left wrote no later goes once this lands.
    const at = Date.now();
    const parts = draftParts(body, this.place, before, at);
    const write = setMany(
      [
        [this.key, parts.head],
        ...parts.chunks.map(({ index, tokens }): [string, string] => [
          draftChunkKey(this.key, index),
          tokens,
        ]),
      ],
      drafts,
    ).then(() => {
      aheadCaughtUp(this.key, at);
      // A new attempt with fewer chunks than the last write leaves none of the old ones behind.
      const extra = (before?.chunks.length ?? 0) - body.chunks.length;
      if (extra > 0)
        return delMany(
          Array.from({ length: extra }, (_, i) => draftChunkKey(this.key, body.chunks.length + i)),
          drafts,
        );
    });
    // A full or refused storage loses only the draft; typing and saves go on.
    write.catch((error: unknown) => console.error('Could not keep the draft in storage', error));
  }
}
