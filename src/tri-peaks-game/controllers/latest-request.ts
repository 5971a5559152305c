/**
 * "The latest request wins", for background work whose answer may come after the
 * player has moved on: a deal being searched for, a hint, the verdict on a lost game,
 * a winnability check. Each request takes a ticket; an answer is used only while its
 * ticket is still the latest.
 */
export class LatestRequest {
  #ticket = 0;

  /** Starts a request (every earlier one goes stale) and returns its "still the latest?" check. */
  begin(): () => boolean {
    const mine = ++this.#ticket;
    return () => mine === this.#ticket;
  }

  /** Makes every request so far stale, without starting a new one. */
  cancel(): void {
    this.#ticket++;
  }
}
