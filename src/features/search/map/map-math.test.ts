import { clusterStyle, panBy, project, toScreen, unproject, viewportBounds } from './map-math';

describe('clusterStyle', () => {
  it.each([
    [1, 4],
    [2, 1],
    [9, 1],
    [10, 2],
    [59, 2],
    [60, 3],
    [5000, 3],
  ])('a count of %i gets style %i', (count, style) => {
    expect(clusterStyle(count)).toBe(style);
  });
});

describe('web mercator', () => {
  it('round-trips a point', () => {
    const { x, y } = project(30.2672, -97.7431, 5);
    const back = unproject(x, y, 5);
    expect(back.lat).toBeCloseTo(30.2672, 6);
    expect(back.lng).toBeCloseTo(-97.7431, 6);
  });

  it('puts the centre in the middle of the screen', () => {
    const viewport = { center: { lat: 40, lng: -100 }, zoom: 3, width: 800, height: 400 };
    expect(toScreen(viewport, 40, -100)).toEqual({ x: 400, y: 200 });
  });

  it('gives bounds south-west then north-east around the centre', () => {
    const viewport = { center: { lat: 30, lng: -97 }, zoom: 8, width: 512, height: 512 };
    const [west, south, east, north] = viewportBounds(viewport);
    expect(west).toBeLessThan(-97);
    expect(east).toBeGreaterThan(-97);
    expect(south).toBeLessThan(30);
    expect(north).toBeGreaterThan(30);
  });

  it('pans east when moved right', () => {
    const viewport = { center: { lat: 0, lng: 0 }, zoom: 2, width: 100, height: 100 };
    expect(panBy(viewport, 100, 0).center.lng).toBeGreaterThan(0);
  });
});
