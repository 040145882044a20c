import { saveTextFile } from './save-text-file';

describe('saveTextFile', () => {
  it('clicks a download link to the text, named and typed, and lets the link go', async () => {
    const clicked: { name: string; href: string }[] = [];
    const created: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      created.push(blob);
      return `blob:test/${created.length}`;
    });
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ name: this.download, href: this.href });
    });

    saveTextFile('a,b\r\n1,2\r\n', 'list.csv', 'text/csv');

    expect(clicked).toEqual([{ name: 'list.csv', href: 'blob:test/1' }]);
    expect(created[0]?.type).toBe('text/csv;charset=utf-8');
    const text = await new Promise<unknown>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result);
      reader.readAsText(created[0] as Blob);
    });
    expect(text).toBe('a,b\r\n1,2\r\n');
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:test/1');
    click.mockRestore();
  });
});
