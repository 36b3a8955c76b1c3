import { useEffect, useRef } from 'react';
import { readStored, writeStored } from '../../lib/storage';

const visitedKey = (offerId: number) => `pcsx-offer-visited-${offerId}`;

/**
 * Confetti the first time a candidate opens an offer; the visit is remembered in storage. It draws
 * on its own decorative canvas inside the page, hidden from assistive technology.
 */
export const OfferConfettiEffect = ({ offerId }: { offerId: number }) => {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || readStored(visitedKey(offerId))) return;
    writeStored(visitedKey(offerId), new Date().toISOString());
    void import('canvas-confetti').then(({ default: confetti }) => {
      const fire = confetti.create(canvas, { resize: true, disableForReducedMotion: true });
      return fire({ particleCount: 120, spread: 80, origin: { y: 0.3 } });
    });
  }, [offerId]);
  return <canvas ref={canvasRef} className="confetti-canvas" aria-hidden="true" />;
};
