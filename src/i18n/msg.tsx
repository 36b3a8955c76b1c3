import { TransNoContext } from '@lingui/react/server';
import type { ReactElement } from 'react';
import { i18n } from './i18n';
import type { MessageId, MessageValues, Namespace } from './message-ids';
import { useLocale } from './use-messages';

interface MsgProps<N extends Namespace> {
  id: MessageId<N>;
  values?: MessageValues;
  /** Elements for the message's numbered tags: `<0>bold</0>` renders inside `components[0]`. */
  components?: Record<string, ReactElement>;
}

const lingui = { i18n };

/** A message with markup inside it; the caller has loaded its namespace with `useMessages`. */
export const Msg = <N extends Namespace>({ id, values, components }: MsgProps<N>) => {
  useLocale();
  return <TransNoContext id={id} values={values} components={components} lingui={lingui} />;
};
