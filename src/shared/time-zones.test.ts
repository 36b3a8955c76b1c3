import { isTimeZone } from './is-time-zone';
import { currentTimeZoneName, currentTimeZoneNames } from './time-zones';

describe('time zones', () => {
  it('reads old names as the current IANA ones', () => {
    expect(currentTimeZoneName('Asia/Calcutta')).toBe('Asia/Kolkata');
    expect(currentTimeZoneName('Africa/Asmera')).toBe('Africa/Asmara');
    expect(currentTimeZoneName('America/Godthab')).toBe('America/Nuuk');
    expect(currentTimeZoneName('Europe/Kiev')).toBe('Europe/Kyiv');
    expect(currentTimeZoneName('Asia/Tokyo')).toBe('Asia/Tokyo');
    expect(currentTimeZoneName('constructor')).toBe('constructor');
  });

  it('lists current names only, each once, and every one usable', () => {
    const zones = currentTimeZoneNames();
    for (const old of ['Asia/Calcutta', 'Africa/Asmera', 'America/Godthab', 'Europe/Kiev']) {
      expect(zones).not.toContain(old);
    }
    expect(zones).toEqual(expect.arrayContaining(['Asia/Kolkata', 'America/Nuuk', 'Europe/Kyiv']));
    expect(new Set(zones).size).toBe(zones.length);
    expect(zones.filter((zone) => !isTimeZone(zone))).toEqual([]);
  });

  it('lists a zone saved under an old name by its current name', () => {
    expect(currentTimeZoneNames('Europe/Uzhgorod')).toContain('Europe/Kyiv');
    expect(currentTimeZoneNames('Europe/Uzhgorod')).not.toContain('Europe/Uzhgorod');
  });

  it('refuses what is no zone', () => {
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });
});
