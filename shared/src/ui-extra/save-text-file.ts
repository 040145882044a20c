/**
 * Hands the browser a text made here as a file to save (a calendar, a CSV), as a download
 * link would: the member's phone asks where to keep it or keeps it in Downloads.
 */
export function saveTextFile(text: string, name: string, mediaType: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: `${mediaType};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}
