/**
 * The Statistics panel's Export and Import, for a player moving to another browser:
 * Export downloads the record as a file; Import loads a file, or text pasted in. Both go
 * through the element's own exportStats() / importStats(), so a bad file changes nothing
 * and its error says what is wrong.
 */
import type { ReactiveControllerHost } from 'lit';

/** The downloaded file's name. */
const FILE_NAME = 'tri-peaks-statistics.json';

export class StatsTransfer {
  readonly #host: ReactiveControllerHost;
  readonly #export: () => string;
  readonly #import: (text: string) => void;
  /** The import form is open. */
  importing = false;
  /** Why the last text could not be loaded ('' when it could, or none was tried). */
  error = '';

  constructor(host: ReactiveControllerHost, exportText: () => string, importText: (text: string) => void) {
    this.#host = host;
    this.#export = exportText;
    this.#import = importText;
  }

  download = (): void => {
    const url = URL.createObjectURL(new Blob([this.#export()], { type: 'application/json' }));
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

  /** Loads text; on success the form closes, else it says why. */
  load = (text: string): void => {
    try {
      this.#import(text);
      this.importing = false;
      this.error = '';
    } catch (e) {
      this.error = e instanceof Error ? e.message : String(e);
    }
    this.#host.requestUpdate();
  };

  /** The form's Load button: the pasted text. */
  loadPasted = (e: Event): void => {
    const text = (e.currentTarget as HTMLElement).closest('.import')?.querySelector('textarea')?.value ?? '';
    this.load(text);
  };

  /** A file chosen. */
  loadFile = async (e: Event): Promise<void> => {
    const input = e.currentTarget as HTMLInputElement;
    const file = input.files?.[0];
    if (file) this.load(await file.text());
    input.value = '';
  };

  /** The panel closed: so does the form. */
  close(): void {
    this.importing = false;
    this.error = '';
  }
}
