/** A word of a dictated text with the marks around it, as the spoken stages read it. */
export interface Tok {
  ws: string;
  pre: string;
  core: string;
  post: string;
  /** key(core) */
  k: string;
  /** Digits written for spoken words. */
  num?: { text: string; value: number; digits: boolean };
  /**
   * A pause the reading puts after the word where a remark went (","): written only in the end, so that the text still
   * reads as dictated, without marks of its own, to the stages after.
   */
  pause?: string;
}
