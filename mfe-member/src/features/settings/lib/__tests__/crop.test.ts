import { atZoomLevel, clampCrop, cropForKey, initialCrop, maxScale, minScale, moveCrop, sourceRect, zoomCrop, zoomLevel, type Frame } from '../crop';

const wide: Frame = { view: 300, width: 1200, height: 600 };

describe('avatar crop geometry', () => {
  it('starts with the short side filling the square, centred', () => {
    const c = initialCrop(wide);
    expect(c).toEqual({ scale: 0.5, x: -150, y: 0 });
    expect(sourceRect(c, wide)).toEqual({ sx: 300, sy: 0, size: 600 });
  });

  it('never lets an empty edge into the square', () => {
    const c = initialCrop(wide);
    expect(moveCrop(c, 1000, 1000, wide)).toEqual({ scale: 0.5, x: 0, y: 0 });
    expect(moveCrop(c, -1000, -1000, wide)).toEqual({ scale: 0.5, x: -300, y: 0 });
    expect(clampCrop({ scale: 0.01, x: 50, y: 50 }, wide)).toEqual({ scale: 0.5, x: 0, y: 0 });
  });

  it('zooms between fit and 4×, keeping the centre point in place', () => {
    const c = initialCrop(wide);
    const zoomed = zoomCrop(c, 1, wide);
    expect(zoomed.scale).toBe(1);
    // The image point at the centre (600, 300) stays at the centre.
    expect(sourceRect(zoomed, wide)).toEqual({ sx: 450, sy: 150, size: 300 });
    expect(zoomCrop(c, 100, wide).scale).toBe(maxScale(wide));
    expect(zoomCrop(zoomed, 0, wide).scale).toBe(minScale(wide));
    expect(zoomLevel(atZoomLevel(c, 3, wide), wide)).toBeCloseTo(3);
  });

  it('zooms around the pointer when given an anchor', () => {
    const c = initialCrop(wide);
    const zoomed = zoomCrop(c, 1, wide, { x: 0, y: 0 });
    expect(sourceRect(zoomed, wide)).toEqual({ sx: 300, sy: 0, size: 300 });
  });

  it('moves with the arrow keys (Shift for bigger steps), zooms with + and -, resets with 0', () => {
    const c = zoomCrop(initialCrop(wide), 1, wide);
    expect(cropForKey('ArrowLeft', false, c, wide)?.x).toBe(c.x - 10);
    expect(cropForKey('ArrowRight', true, c, wide)?.x).toBe(c.x + 40);
    expect(cropForKey('ArrowUp', false, c, wide)?.y).toBe(c.y - 10);
    expect(cropForKey('ArrowDown', false, c, wide)?.y).toBe(c.y + 10);
    expect(cropForKey('+', false, c, wide)?.scale).toBeCloseTo(1.1);
    expect(cropForKey('-', false, c, wide)?.scale).toBeCloseTo(1 / 1.1);
    expect(cropForKey('0', false, c, wide)).toEqual(initialCrop(wide));
    expect(cropForKey('Tab', false, c, wide)).toBeNull();
  });
});
