import rjsfCorePackage from '../../../node_modules/@rjsf/core/package.json?raw';
import { theme } from '../theme';
import NumberField from './number-field';
import ObjectField from './object-field';
import SchemaField from './schema-field';

/** The rjsf release whose SchemaField, ObjectField and NumberField the theme's own were checked against. */
const RJSF_VERSION_CHECKED = '6.11.1';

describe('rjsf core fields the theme replaces for speed', () => {
  test('rjsf is still the release they were checked against', () => {
    const { version } = JSON.parse(rjsfCorePackage) as { version: string };
    expect(
      version,
      `@rjsf/core is ${version}, not ${RJSF_VERSION_CHECKED}. fields/schema-field.tsx, ` +
        'fields/object-field.tsx and fields/number-field.tsx replace rjsf core fields and copy ' +
        'their behaviour (props, ids, defaults, error schemas): re-check them against the new ' +
        'rjsf, then update RJSF_VERSION_CHECKED.',
    ).toBe(RJSF_VERSION_CHECKED);
  });

  test('the theme uses them in place of the core fields', () => {
    expect(theme.fields).toMatchObject({ SchemaField, ObjectField, NumberField });
  });
});
