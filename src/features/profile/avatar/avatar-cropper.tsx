import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useMessages } from '../../../i18n/use-messages';
import { readAsDataUrl } from '../../../lib/files';
import { Modal } from '../../../ui/modal/modal';
import {
  cropSourceRect,
  displayedSize,
  initialCrop,
  MAX_ZOOM,
  MIN_ZOOM,
  moveCrop,
  zoomCrop,
  type CropState,
  type ImageSize,
} from './crop-geometry';

/** The square on screen, in CSS pixels. */
const VIEWPORT = 256;
/** The stored avatar: 400×400 pixels, JPEG. */
const OUTPUT_SIZE = 400;
const OUTPUT_QUALITY = 0.9;
/** Arrow keys move the photo this far; with Shift, five times as far. */
const KEY_STEP = 8;
const ZOOM_STEP = 0.05;

const ARROW_MOVES = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
} as const;

const isArrowKey = (key: string): key is keyof typeof ARROW_MOVES =>
  Object.hasOwn(ARROW_MOVES, key);

/** Draws the square the viewport shows into a 400×400 JPEG data URL. */
const renderCrop = (image: HTMLImageElement, size: ImageSize, crop: CropState): string | null => {
  const canvas = document.createElement('canvas');
  canvas.width = OUTPUT_SIZE;
  canvas.height = OUTPUT_SIZE;
  const context = canvas.getContext('2d');
  if (!context) return null;
  // JPEG has no transparency: transparent parts of a PNG become white, not black.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, OUTPUT_SIZE, OUTPUT_SIZE);
  const source = cropSourceRect(size, VIEWPORT, crop);
  context.drawImage(
    image,
    source.x,
    source.y,
    source.size,
    source.size,
    0,
    0,
    OUTPUT_SIZE,
    OUTPUT_SIZE,
  );
  return canvas.toDataURL('image/jpeg', OUTPUT_QUALITY);
};

interface AvatarCropperProps {
  file: File;
  isSaving: boolean;
  onCancel: () => void;
  /** The cropped square as a JPEG data URL. */
  onCrop: (dataUrl: string) => void;
  /** The browser could not decode the chosen file as an image. */
  onUnreadable: () => void;
}

/**
 * Crops the chosen photo to a square: drag it or move it with the arrow keys, zoom with the
 * slider (or + and −); the square is drawn at 400×400 in the browser and handed on.
 */
export const AvatarCropper = ({
  file,
  isSaving,
  onCancel,
  onCrop,
  onUnreadable,
}: AvatarCropperProps) => {
  const { t } = useMessages('candidate');
  const helpId = useId();
  const zoomId = useId();
  const imageRef = useRef<HTMLImageElement>(null);
  const dragFrom = useRef<{ x: number; y: number } | null>(null);
  const [source, setSource] = useState<string | null>(null);
  const [size, setSize] = useState<ImageSize | null>(null);
  const [crop, setCrop] = useState<CropState>({ zoom: MIN_ZOOM, x: 0, y: 0 });

  useEffect(() => {
    // A file replaced before it was read must not show, nor be reported as unreadable.
    let isCurrent = true;
    readAsDataUrl(file).then(
      (url) => {
        if (isCurrent) setSource(url);
      },
      () => {
        if (isCurrent) onUnreadable();
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [file, onUnreadable]);

  const moveBy = (dx: number, dy: number) => {
    if (size) setCrop((current) => moveCrop(size, VIEWPORT, current, dx, dy));
  };
  const zoomTo = (zoom: number) => {
    if (size) setCrop((current) => zoomCrop(size, VIEWPORT, current, zoom));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? KEY_STEP * 5 : KEY_STEP;
    if (isArrowKey(event.key)) {
      const [dx, dy] = ARROW_MOVES[event.key];
      moveBy(dx * step, dy * step);
    } else if (event.key === '+' || event.key === '=') zoomTo(crop.zoom + ZOOM_STEP * 2);
    else if (event.key === '-') zoomTo(crop.zoom - ZOOM_STEP * 2);
    else return;
    event.preventDefault();
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    dragFrom.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const from = dragFrom.current;
    if (!from) return;
    moveBy(event.clientX - from.x, event.clientY - from.y);
    dragFrom.current = { x: event.clientX, y: event.clientY };
  };
  const endDrag = () => {
    dragFrom.current = null;
  };

  const shown = size ? displayedSize(size, VIEWPORT, crop.zoom) : null;

  return (
    <Modal title={t('candidate.avatar.cropTitle')} isOpen onClose={onCancel}>
      <p id={helpId}>{t('candidate.avatar.cropHelp')}</p>
      {/* eslint-disable jsx-a11y/no-noninteractive-element-interactions, jsx-a11y/no-noninteractive-tabindex -- a two-dimensional drag area: role application hands it the arrow keys */}
      <div
        className="avatar-cropper__viewport"
        style={{ width: VIEWPORT, height: VIEWPORT }}
        role="application"
        tabIndex={0}
        aria-label={t('candidate.avatar.cropArea')}
        aria-describedby={helpId}
        aria-busy={size === null}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
      >
        {source && (
          <img
            ref={imageRef}
            src={source}
            alt=""
            draggable={false}
            className="avatar-cropper__image"
            style={
              shown
                ? {
                    width: shown.width,
                    height: shown.height,
                    transform: `translate(${crop.x}px, ${crop.y}px)`,
                  }
                : { visibility: 'hidden' }
            }
            onLoad={(event) => {
              const image = event.currentTarget;
              const natural = { width: image.naturalWidth, height: image.naturalHeight };
              setSize(natural);
              setCrop(initialCrop(natural, VIEWPORT));
            }}
            onError={onUnreadable}
          />
        )}
      </div>
      {/* eslint-enable jsx-a11y/no-noninteractive-element-interactions, jsx-a11y/no-noninteractive-tabindex */}
      <div className="avatar-cropper__zoom">
        <label htmlFor={zoomId}>{t('candidate.avatar.zoom')}</label>
        <input
          id={zoomId}
          type="range"
          min={MIN_ZOOM}
          max={MAX_ZOOM}
          step={ZOOM_STEP}
          value={crop.zoom}
          aria-valuetext={t('candidate.avatar.zoomValue', { percent: Math.round(crop.zoom * 100) })}
          disabled={size === null}
          onChange={(event) => zoomTo(Number(event.target.value))}
        />
      </div>
      <div className="modal__actions">
        <button type="button" className="button" onClick={onCancel}>
          {t('candidate.profile.cancel')}
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={size === null || isSaving}
          aria-busy={isSaving}
          onClick={() => {
            const image = imageRef.current;
            const dataUrl = image && size ? renderCrop(image, size, crop) : null;
            if (dataUrl) onCrop(dataUrl);
            else onUnreadable();
          }}
        >
          {t('candidate.avatar.save')}
        </button>
      </div>
    </Modal>
  );
};
