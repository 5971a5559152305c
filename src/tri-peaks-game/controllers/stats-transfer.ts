/**
 * The Statistics panel's Export and Import, for a player moving to another browser:
 * Export downloads the record as a file; Import loads a file, or text pasted in. Both go
 * through the element's own exportStats() / importStats(), so a bad file changes nothing
 * and its error says what is wrong.
 */
import type { ReactiveControllerHost } from 'lit';

/** The element: its statistics as text, and how it takes them back. */
type Host = ReactiveControllerHost & { exportStats(): string; importStats(text: string): void };

/** The downloaded file's name. */
const FILE_NAME = 'tri-peaks-statistics.json';

export class StatsTransfer {
  readonly #host: Host;
  /** The import form is open. */
  importing = false;
  /** Why the last text could not be loaded ('' when it could, or none was tried). */
  error = '';

  constructor(host: Host) {
    this.#host = host;
  }

  download = (): void => {
    const url = URL.createObjectURL(new Blob([this.#host.exportStats()], { type: 'application/json' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = FILE_NAME;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  /** Opens (or closes) the import form. */
  toggleImport = (): void => {
    this.importing = !this.importing;
    this.error = '';
    this.#host.requestUpdate();
  };

  /** Loads the file chosen, else the text pasted; on success the form closes, else it says why. */
  load = async (e: Event): Promise<void> => {
    const form = (e.currentTarget as HTMLElement).closest('.load-stats')!;
    const input = form.querySelector('input')!;
    const text = input.files?.[0] ? await input.files[0].text() : form.querySelector('textarea')!.value;
    input.value = '';
    try {
      this.#host.importStats(text);
      this.close();
    } catch (error) {
      this.error = (error as Error).message;
    }
    this.#host.requestUpdate();
    if (!this.error) return;
    // The reason sits under the form, in a panel that may scroll (a phone): bring it into sight.
    await this.#host.updateComplete;
    form.querySelector('.load-error')?.scrollIntoView({ block: 'nearest' });
  };

  /** The panel closed: so does the form. */
  close(): void {
    this.importing = false;
    this.error = '';
  }
}
