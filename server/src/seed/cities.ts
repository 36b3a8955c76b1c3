/** Cities with open positions: real coordinates, region and country codes, and a hiring weight. */
export interface City {
  city: string;
  regionCode: string;
  regionName: string;
  countryCode: string;
  countryName: string;
  lat: number;
  lng: number;
  weight: number;
}

const US = ['US', 'United States'] as const;

const city = (
  name: string,
  regionCode: string,
  regionName: string,
  country: readonly [string, string],
  lat: number,
  lng: number,
  weight: number,
): City => ({
  city: name,
  regionCode,
  regionName,
  countryCode: country[0],
  countryName: country[1],
  lat,
  lng,
  weight,
});

export const CITIES: readonly City[] = [
  city('Austin', 'TX', 'Texas', US, 30.2672, -97.7431, 10),
  city('Dallas', 'TX', 'Texas', US, 32.7767, -96.797, 4),
  city('Houston', 'TX', 'Texas', US, 29.7604, -95.3698, 3),
  city('San Antonio', 'TX', 'Texas', US, 29.4241, -98.4936, 2),
  city('Seattle', 'WA', 'Washington', US, 47.6062, -122.3321, 8),
  city('Bellevue', 'WA', 'Washington', US, 47.6101, -122.2015, 3),
  city('San Francisco', 'CA', 'California', US, 37.7749, -122.4194, 7),
  city('San Jose', 'CA', 'California', US, 37.3382, -121.8863, 3),
  city('Oakland', 'CA', 'California', US, 37.8044, -122.2712, 2),
  city('Los Angeles', 'CA', 'California', US, 34.0522, -118.2437, 4),
  city('San Diego', 'CA', 'California', US, 32.7157, -117.1611, 2),
  city('Portland', 'OR', 'Oregon', US, 45.5152, -122.6784, 2),
  city('Denver', 'CO', 'Colorado', US, 39.7392, -104.9903, 3),
  city('Boulder', 'CO', 'Colorado', US, 40.015, -105.2705, 1),
  city('Phoenix', 'AZ', 'Arizona', US, 33.4484, -112.074, 2),
  city('Salt Lake City', 'UT', 'Utah', US, 40.7608, -111.891, 2),
  city('Las Vegas', 'NV', 'Nevada', US, 36.1699, -115.1398, 1),
  city('Chicago', 'IL', 'Illinois', US, 41.8781, -87.6298, 5),
  city('Minneapolis', 'MN', 'Minnesota', US, 44.9778, -93.265, 2),
  city('Detroit', 'MI', 'Michigan', US, 42.3314, -83.0458, 1),
  city('Columbus', 'OH', 'Ohio', US, 39.9612, -82.9988, 2),
  city('Pittsburgh', 'PA', 'Pennsylvania', US, 40.4406, -79.9959, 2),
  city('Philadelphia', 'PA', 'Pennsylvania', US, 39.9526, -75.1652, 2),
  city('New York', 'NY', 'New York', US, 40.7128, -74.006, 8),
  city('Boston', 'MA', 'Massachusetts', US, 42.3601, -71.0589, 4),
  city('Cambridge', 'MA', 'Massachusetts', US, 42.3736, -71.1097, 2),
  city('Washington', 'DC', 'District of Columbia', US, 38.9072, -77.0369, 3),
  city('Arlington', 'VA', 'Virginia', US, 38.8816, -77.091, 2),
  city('Raleigh', 'NC', 'North Carolina', US, 35.7796, -78.6382, 2),
  city('Charlotte', 'NC', 'North Carolina', US, 35.2271, -80.8431, 2),
  city('Atlanta', 'GA', 'Georgia', US, 33.749, -84.388, 4),
  city('Miami', 'FL', 'Florida', US, 25.7617, -80.1918, 2),
  city('Orlando', 'FL', 'Florida', US, 28.5383, -81.3792, 1),
  city('Tampa', 'FL', 'Florida', US, 27.9506, -82.4572, 1),
  city('Nashville', 'TN', 'Tennessee', US, 36.1627, -86.7816, 2),
  city('Kansas City', 'MO', 'Missouri', US, 39.0997, -94.5786, 1),
  city('St. Louis', 'MO', 'Missouri', US, 38.627, -90.1994, 1),
  city('Toronto', 'ON', 'Ontario', ['CA', 'Canada'], 43.6532, -79.3832, 5),
  city('Vancouver', 'BC', 'British Columbia', ['CA', 'Canada'], 49.2827, -123.1207, 3),
  city('Montreal', 'QC', 'Quebec', ['CA', 'Canada'], 45.5017, -73.5673, 2),
  city('Mexico City', 'CMX', 'Mexico City', ['MX', 'Mexico'], 19.4326, -99.1332, 2),
  city('São Paulo', 'SP', 'São Paulo', ['BR', 'Brazil'], -23.5505, -46.6333, 2),
  city('London', 'ENG', 'England', ['GB', 'United Kingdom'], 51.5074, -0.1278, 6),
  city('Manchester', 'ENG', 'England', ['GB', 'United Kingdom'], 53.4808, -2.2426, 2),
  city('Edinburgh', 'SCT', 'Scotland', ['GB', 'United Kingdom'], 55.9533, -3.1883, 1),
  city('Dublin', 'L', 'Leinster', ['IE', 'Ireland'], 53.3498, -6.2603, 3),
  city('Amsterdam', 'NH', 'North Holland', ['NL', 'Netherlands'], 52.3676, 4.9041, 3),
  city('Berlin', 'BE', 'Berlin', ['DE', 'Germany'], 52.52, 13.405, 3),
  city('Munich', 'BY', 'Bavaria', ['DE', 'Germany'], 48.1351, 11.582, 2),
  city('Paris', 'IDF', 'Île-de-France', ['FR', 'France'], 48.8566, 2.3522, 3),
  city('Madrid', 'MD', 'Community of Madrid', ['ES', 'Spain'], 40.4168, -3.7038, 2),
  city('Barcelona', 'CT', 'Catalonia', ['ES', 'Spain'], 41.3874, 2.1686, 2),
  city('Zurich', 'ZH', 'Zurich', ['CH', 'Switzerland'], 47.3769, 8.5417, 1),
  city('Stockholm', 'AB', 'Stockholm County', ['SE', 'Sweden'], 59.3293, 18.0686, 1),
  city('Warsaw', 'MZ', 'Masovia', ['PL', 'Poland'], 52.2297, 21.0122, 2),
  city('Bengaluru', 'KA', 'Karnataka', ['IN', 'India'], 12.9716, 77.5946, 5),
  city('Hyderabad', 'TG', 'Telangana', ['IN', 'India'], 17.385, 78.4867, 3),
  city('Mumbai', 'MH', 'Maharashtra', ['IN', 'India'], 19.076, 72.8777, 2),
  city('Singapore', 'SG', 'Singapore', ['SG', 'Singapore'], 1.3521, 103.8198, 3),
  city('Tokyo', '13', 'Tokyo', ['JP', 'Japan'], 35.6762, 139.6503, 2),
  city('Sydney', 'NSW', 'New South Wales', ['AU', 'Australia'], -33.8688, 151.2093, 3),
  city('Melbourne', 'VIC', 'Victoria', ['AU', 'Australia'], -37.8136, 144.9631, 2),
];

export const standardizedName = (place: City): string =>
  `${place.city}, ${place.regionCode}, ${place.countryCode}`;

/** City-states repeat the city name; the display form does not. */
export const displayName = (place: City): string =>
  place.city === place.regionName && place.city === place.countryName
    ? place.city
    : `${place.city}, ${place.regionName}, ${place.countryName}`;

/** Salary currency and a rough conversion from USD, per country. */
export const COUNTRY_PAY: Readonly<Record<string, { currency: string; perUsd: number }>> = {
  US: { currency: 'USD', perUsd: 1 },
  CA: { currency: 'CAD', perUsd: 1.3 },
  MX: { currency: 'MXN', perUsd: 6.5 },
  BR: { currency: 'BRL', perUsd: 2.2 },
  GB: { currency: 'GBP', perUsd: 0.62 },
  IE: { currency: 'EUR', perUsd: 0.72 },
  NL: { currency: 'EUR', perUsd: 0.7 },
  DE: { currency: 'EUR', perUsd: 0.7 },
  FR: { currency: 'EUR', perUsd: 0.64 },
  ES: { currency: 'EUR', perUsd: 0.5 },
  CH: { currency: 'CHF', perUsd: 0.85 },
  SE: { currency: 'SEK', perUsd: 6.5 },
  PL: { currency: 'PLN', perUsd: 1.6 },
  IN: { currency: 'INR', perUsd: 25 },
  SG: { currency: 'SGD', perUsd: 1.05 },
  JP: { currency: 'JPY', perUsd: 95 },
  AU: { currency: 'AUD', perUsd: 1.25 },
};
