/** Whether the phone's share sheet can take an image file (Android Chrome, Safari; not Firefox). */
export function canShareImages(): boolean {
  if (typeof navigator === 'undefined' || typeof navigator.canShare !== 'function') return false;
  try {
    return navigator.canShare({ files: [new File([], 'probe.png', { type: 'image/png' })] });
  } catch {
    return false;
  }
}

/** The certificate's PNG as a File for the share sheet, or null when it cannot be fetched. */
export async function fetchImageFile(path: string, fileName: string): Promise<File | null> {
  try {
    const response = await fetch(path);
    if (!response.ok) return null;
    const blob = await response.blob();
    return new File([blob], fileName, { type: 'image/png' });
  } catch {
    return null;
  }
}
