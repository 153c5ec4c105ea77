/** A URI component decoded, or left as it is where it is no valid escape (`%E0%A4%A`): for display and comparison. */
export function decodedUriComponent(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
