import { clampCrop, cropSourceRect, initialCrop, moveCrop, zoomCrop } from './crop-geometry';

const LANDSCAPE = { width: 800, height: 400 };
const VIEWPORT = 200;

describe('crop geometry', () => {
  test('starts centred with the short side filling the viewport', () => {
    const start = initialCrop(LANDSCAPE, VIEWPORT);
    expect(start).toEqual({ zoom: 1, x: -100, y: 0 });
    expect(cropSourceRect(LANDSCAPE, VIEWPORT, start)).toEqual({ x: 200, y: 0, size: 400 });
  });

  test('never moves an edge of the image into the viewport', () => {
    const start = initialCrop(LANDSCAPE, VIEWPORT);
    expect(moveCrop(LANDSCAPE, VIEWPORT, start, 500, 30)).toEqual({ zoom: 1, x: 0, y: 0 });
    expect(moveCrop(LANDSCAPE, VIEWPORT, start, -500, -30)).toEqual({ zoom: 1, x: -200, y: 0 });
    expect(clampCrop(LANDSCAPE, VIEWPORT, { zoom: 9, x: 0, y: 0 }).zoom).toBe(4);
  });

  test('zooms around the centre and crops a smaller square', () => {
    const zoomed = zoomCrop(LANDSCAPE, VIEWPORT, initialCrop(LANDSCAPE, VIEWPORT), 2);
    expect(zoomed).toEqual({ zoom: 2, x: -300, y: -100 });
    expect(cropSourceRect(LANDSCAPE, VIEWPORT, zoomed)).toEqual({ x: 300, y: 100, size: 200 });
  });
});
