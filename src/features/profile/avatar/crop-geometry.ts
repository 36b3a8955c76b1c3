/** The image's natural size in pixels. */
export interface ImageSize {
  width: number;
  height: number;
}

/** Where the image sits in the square viewport: zoom (1 = the short side fills it) and offset. */
export interface CropState {
  zoom: number;
  /** The image's top-left corner relative to the viewport's, in viewport pixels (≤ 0). */
  x: number;
  y: number;
}

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 4;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Viewport pixels per image pixel: at zoom 1 the image's short side fills the viewport. */
const scaleOf = (image: ImageSize, viewport: number, zoom: number) =>
  (viewport / Math.min(image.width, image.height)) * zoom;

/** Keeps the viewport covered: the image can never be moved so that an edge shows. */
export const clampCrop = (image: ImageSize, viewport: number, state: CropState): CropState => {
  const zoom = clamp(state.zoom, MIN_ZOOM, MAX_ZOOM);
  const scale = scaleOf(image, viewport, zoom);
  return {
    zoom,
    x: clamp(state.x, viewport - image.width * scale, 0),
    y: clamp(state.y, viewport - image.height * scale, 0),
  };
};

/** The image at zoom 1, centred. */
export const initialCrop = (image: ImageSize, viewport: number): CropState => {
  const scale = scaleOf(image, viewport, MIN_ZOOM);
  return {
    zoom: MIN_ZOOM,
    x: (viewport - image.width * scale) / 2,
    y: (viewport - image.height * scale) / 2,
  };
};

/** Moves the image by a number of viewport pixels. */
export const moveCrop = (
  image: ImageSize,
  viewport: number,
  state: CropState,
  dx: number,
  dy: number,
): CropState => clampCrop(image, viewport, { ...state, x: state.x + dx, y: state.y + dy });

/** Changes the zoom around the viewport's centre, so what is in the middle stays there. */
export const zoomCrop = (
  image: ImageSize,
  viewport: number,
  state: CropState,
  zoom: number,
): CropState => {
  const before = scaleOf(image, viewport, state.zoom);
  const after = scaleOf(image, viewport, clamp(zoom, MIN_ZOOM, MAX_ZOOM));
  const centreX = (viewport / 2 - state.x) / before;
  const centreY = (viewport / 2 - state.y) / before;
  return clampCrop(image, viewport, {
    zoom,
    x: viewport / 2 - centreX * after,
    y: viewport / 2 - centreY * after,
  });
};

/** The square of the image (in image pixels) that the viewport shows: what the avatar keeps. */
export const cropSourceRect = (
  image: ImageSize,
  viewport: number,
  state: CropState,
): { x: number; y: number; size: number } => {
  const scale = scaleOf(image, viewport, state.zoom);
  return { x: (0 - state.x) / scale, y: (0 - state.y) / scale, size: viewport / scale };
};

/** The image's size on screen at a zoom. */
export const displayedSize = (image: ImageSize, viewport: number, zoom: number): ImageSize => {
  const scale = scaleOf(image, viewport, zoom);
  return { width: image.width * scale, height: image.height * scale };
};
