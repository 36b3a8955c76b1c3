import { locationLabel, locationsLabel } from './location-label';

describe('locationLabel', () => {
  it.each([
    ['Tokyo, 13, JP', 'Tokyo, Japan'],
    ['Austin, TX, US', 'Austin, United States'],
    ['São Paulo, SP, BR', 'São Paulo, Brazil'],
    ['Mexico City, CMX, MX', 'Mexico City, Mexico'],
    ['London, ENG, GB', 'London, United Kingdom'],
    ['Singapore, SG, SG', 'Singapore'],
    ['Dublin, IE', 'Dublin, Ireland'],
  ])('reads %s as %s', (standardized, label) => {
    expect(locationLabel(standardized, 'en')).toBe(label);
  });

  it('names the country in the reader’s language', () => {
    expect(locationLabel('Tokyo, 13, JP', 'de')).toBe('Tokyo, Japan');
    expect(locationLabel('Berlin, BE, DE', 'fr')).toBe('Berlin, Allemagne');
    expect(locationLabel('Austin, TX, US', 'es')).toBe('Austin, Estados Unidos');
  });

  it('leaves text that is not a standardized location as it is', () => {
    expect(locationLabel('Remote', 'en')).toBe('Remote');
    expect(locationLabel('  Austin  ', 'en')).toBe('Austin');
    expect(locationLabel('Springfield, Nowhere', 'en')).toBe('Springfield, Nowhere');
  });

  it('keeps the parts it cannot name', () => {
    expect(locationLabel('Atlantis, AA, XX', 'en')).toBe('Atlantis, AA, XX');
  });
});

describe('locationsLabel', () => {
  it('reads each of a job’s locations and lists them', () => {
    expect(locationsLabel(['Tokyo, 13, JP', 'Austin, TX, US', 'Remote'], 'en')).toBe(
      'Tokyo, Japan | Austin, United States | Remote',
    );
    expect(locationsLabel([], 'en')).toBe('');
  });
});

describe('a place named once', () => {
  it('names a country alone by its name', () => {
    expect(locationLabel('US', 'en')).toBe('United States');
    expect(locationLabel('DE', 'de')).toBe('Deutschland');
  });

  it('leaves out a remote job’s country where its office already names it', () => {
    expect(locationsLabel(['Boston, MA, US', 'US'], 'en')).toBe('Boston, United States');
    expect(locationsLabel(['Berlin, BE, DE', 'Austin, TX, US', 'US'], 'en')).toBe(
      'Berlin, Germany | Austin, United States',
    );
    expect(locationsLabel(['US'], 'en')).toBe('United States');
    expect(locationsLabel(['Toronto, ON, CA', 'US'], 'en')).toBe('Toronto, Canada | United States');
  });
});
