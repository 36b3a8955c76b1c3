import type { EngineWidgetProps } from '../types';
import TextWidget from './text-widget';

/** An email input; its strict or loose check is the field's `email` rule. */
export default function EmailWidget(props: EngineWidgetProps) {
  return <TextWidget {...props} options={{ ...props.options, inputType: 'email' }} />;
}
