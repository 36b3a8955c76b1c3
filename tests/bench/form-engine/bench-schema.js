/** The benchmark form: 300 fields, 150 text, 50 number, 50 enum and 50 boolean. */
export const buildBenchSchema = () => {
  const properties = {};
  const required = [];
  for (let index = 0; index < 150; index += 1) {
    properties[`text${index}`] = { type: 'string', title: `Text field ${index}`, maxLength: 80 };
    if (index % 3 === 0) required.push(`text${index}`);
  }
  for (let index = 0; index < 50; index += 1) {
    properties[`number${index}`] = {
      type: 'number',
      title: `Number field ${index}`,
      minimum: 0,
      maximum: 1000,
    };
  }
  for (let index = 0; index < 50; index += 1) {
    properties[`choice${index}`] = {
      type: 'string',
      title: `Choice field ${index}`,
      enum: ['alpha', 'beta', 'gamma', 'delta'],
    };
  }
  for (let index = 0; index < 50; index += 1) {
    properties[`flag${index}`] = { type: 'boolean', title: `Flag field ${index}` };
  }
  return { type: 'object', properties, required };
};
