export const LOCATION_KINDS = [
  'continent', 'country', 'region', 'area', 'city', 'object', 'state', 'province', 'settlement', 'territory',
  'voivodeship', 'autonomousTerritory', 'district', 'county', 'circuit', 'dependentTerritory', 'canton', 'land',
  'island', 'atoll', 'prefecture', 'precinct', 'community', 'commune', 'autonomousRegion', 'archipelago',
  'autonomousCity', 'autonomousCommunity', 'unionTerritory', 'overseasDepartment', 'specialAdministrativeRegion',
  'federalState', 'administrativeRegion', 'nationalPark', 'ruins', 'touristAttraction',
] as const;
export type LocationKind = (typeof LOCATION_KINDS)[number];
