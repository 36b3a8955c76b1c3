import type { RJSFSchema } from '@rjsf/utils';
import { defineFieldKind, type FieldKind } from '../field-kind';
import { theme } from '../theme';
import { FIELD_KINDS, indexKinds, kindOf } from '.';

const kindName = (schema: RJSFSchema, uiSchema?: object) => kindOf(schema, uiSchema).name;

describe('field kinds', () => {
  test('every file of kinds/ is a kind, each with a name of its own', () => {
    const names = FIELD_KINDS.map((kind) => kind.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(
      expect.arrayContaining(['text', 'ssn', 'phone', 'date-range', 'file-upload', 'select']),
    );
  });

  test('the theme registers every name UI schemas use', () => {
    expect(Object.keys(theme.widgets ?? {})).toEqual(
      expect.arrayContaining([
        'text',
        'textarea',
        'email',
        'number',
        'ssn',
        'date',
        'select',
        'dropdown',
        'radio',
        'checkbox',
        'checkboxItem',
        'star_rating',
        'readOnly',
      ]),
    );
    expect(Object.keys(theme.fields ?? {})).toEqual(
      expect.arrayContaining([
        'phone',
        'dateRange',
        'dynamicList',
        'fileUpload',
        'file_upload',
        'skillSelector',
        'esignForm',
        'embedded_form',
        'info',
        'instruction',
        'pdfViewer',
        'htmlViewer',
      ]),
    );
  });

  test('a ui:field decides the kind; a widget only for the schemas its kind takes', () => {
    expect(kindName({ type: 'object' }, { 'ui:field': 'phone' })).toBe('phone');
    expect(kindName({ type: 'string' }, { 'ui:widget': 'ssn' })).toBe('ssn');
    expect(kindName({ type: 'integer' }, { 'ui:widget': 'star_rating' })).toBe('star-rating');
    expect(kindName({ type: 'number' }, { 'ui:widget': 'text' })).toBe('number');
    expect(kindName({ type: 'string', enum: ['a'] }, { 'ui:widget': 'radio' })).toBe('radio');
    expect(kindName({ type: 'string' }, { 'ui:widget': 'radio' })).toBe('text');
  });

  test('without a field or widget of its own, the schema decides', () => {
    expect(kindName({ type: 'object' })).toBe('section');
    expect(kindName({ type: 'array' })).toBe('dynamic-list');
    expect(kindName({ type: 'boolean' })).toBe('checkbox');
    expect(kindName({ type: 'integer' })).toBe('number');
    expect(kindName({ type: 'null' })).toBe('info');
    expect(kindName({ type: 'string', oneOf: [{ const: 'a' }] })).toBe('select');
    expect(kindName({ type: 'string' })).toBe('text');
    expect(kindName({})).toBe('text');
  });

  test('a name claimed by two kinds is refused', () => {
    const kind = (name: string, widgets: FieldKind['widgets']) =>
      defineFieldKind({
        name,
        widgets,
        holds: 'answer',
        isLabelledByTemplate: true,
        isEmpty: () => false,
        format: String,
        progress: 'question',
      });
    const widget = () => null;
    expect(() =>
      indexKinds([kind('a', { slider: widget }), kind('b', { slider: widget })]),
    ).toThrow('The ui:widget "slider" belongs to two field kinds: a and b');
    expect(() => indexKinds([kind('a', {}), kind('a', {})])).toThrow('two field kinds');
  });
});
