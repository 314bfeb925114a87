// A 360° spin turns round: past its last frame comes its first again. Its own module because only
// the 360 viewer (a chunk loaded on demand) uses it.

/** Frame index after turning by `steps` (negative: the other way), wrapping around like the product does. */
export function turnFrame(frame: number, steps: number, frameCount: number): number {
  if (frameCount <= 0) return 0;
  return (((frame + steps) % frameCount) + frameCount) % frameCount;
}
