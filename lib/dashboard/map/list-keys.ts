/**
 * Arrow-key movement inside a list that is a single Tab stop (a roving focus): the index a key
 * moves to from `current` in a list of `count` rows, or null when the key is not a movement key.
 */
export function rovingIndex(key: string, current: number, count: number): number | null {
  if (count <= 0) return null;
  const at = Math.min(Math.max(0, current), count - 1);
  switch (key) {
    case "ArrowDown":
      return Math.min(count - 1, at + 1);
    case "ArrowUp":
      return Math.max(0, at - 1);
    case "Home":
      return 0;
    case "End":
      return count - 1;
    case "PageDown":
      return Math.min(count - 1, at + 10);
    case "PageUp":
      return Math.max(0, at - 10);
    default:
      return null;
  }
}
