/**
 * jsdom has `<dialog>` but not its modal methods. These do what the browser does that the kit's
 * Dialog relies on: open it, move focus to its first control, and close it with a `close` event.
 * Call once at the top of a test file that opens a Dialog.
 */
export function withModalDialogs(): void {
  beforeAll(() => {
    HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
      this.querySelector<HTMLElement>('button, [href], input, select, textarea')?.focus();
    };
    HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
      if (!this.open) return;
      this.removeAttribute('open');
      this.dispatchEvent(new Event('close'));
    };
  });
}
