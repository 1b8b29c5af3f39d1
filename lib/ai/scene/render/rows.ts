/** A band of canvas rows, y0 included, y1 not: the part of a pixel pass one thread does. */
export interface Rows {
  y0: number;
  y1: number;
}
