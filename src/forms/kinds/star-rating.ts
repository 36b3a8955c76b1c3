import { scalarText } from '../answer-text';
import { defineFieldKind, isNumberSchema } from '../field-kind';
import StarRatingWidget from '../widgets/star-rating-widget';
import { isNoNumber } from './number';

/** One to five stars, each with its word; a radio group, so it names itself with a legend. */
export default defineFieldKind({
  name: 'star-rating',
  widgets: { star_rating: StarRatingWidget },
  takes: isNumberSchema,
  holds: 'answer',
  isLabelledByTemplate: false,
  isEmpty: isNoNumber,
  format: (value, _schema, t) => t('forms.engine.answer.stars', { rating: scalarText(value) }),
  progress: 'question',
});
