// Copying text: the Clipboard API where the browser allows it, else the old way — a hidden textarea, its text
// selected, and the copy command. Answers whether the text reached the clipboard.
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, insecure context): try the fallback below.
  }
  return copyWithSelection(text);
}

function copyWithSelection(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.inset = '0 auto auto 0';
  area.style.opacity = '0';
  document.body.append(area);
  const focused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  area.select();
  let copied: boolean;
  try {
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  }
  area.remove();
  focused?.focus();
  return copied;
}
