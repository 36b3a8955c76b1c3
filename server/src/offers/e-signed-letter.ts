import { appendPdfPages, layOutPdf, type TextBlock } from '../lib/pdf-layout';
import { COMPANY_NAME } from '../site';

export interface ElectronicSignature {
  offerId: number;
  positionName: string;
  /** The name on the candidate's account, which signed in to sign. */
  signerName: string;
  signedAt: string;
}

/** The file name of an offer's signed letter, beside the unsigned letter's name. */
export const signedLetterName = (offerId: number): string =>
  `${COMPANY_NAME.replaceAll(' ', '_')}_Offer_${offerId}_signed.pdf`;

/**
 * The offer letter as signed online: the letter's own bytes, unchanged, followed by a page that
 * records who signed and when. The page is written in the letter's language (the employer's
 * letters are in English), not the candidate's, as it becomes part of that document.
 */
export const eSignedLetter = (letter: Buffer, signature: ElectronicSignature): Buffer => {
  const signedAt = `${signature.signedAt.slice(0, 10)} ${signature.signedAt.slice(11, 16)} UTC`;
  const blocks: TextBlock[] = [
    { style: 'title', text: 'Electronic signature' },
    {
      style: 'subtitle',
      text: `${COMPANY_NAME} offer of employment: ${signature.positionName} (offer ${signature.offerId})`,
    },
    { style: 'heading', text: 'Signature' },
    { style: 'strong', text: `Signed electronically by ${signature.signerName}` },
    { style: 'body', text: `Signed on ${signedAt}` },
    {
      style: 'body',
      text: 'The candidate signed the offer letter on the preceding pages through the careers site, signed in to their own account.',
    },
  ];
  // A letter whose structure cannot be extended keeps its own file; the record then stands alone.
  return appendPdfPages(letter, blocks) ?? layOutPdf({ title: 'Electronic signature', blocks });
};
