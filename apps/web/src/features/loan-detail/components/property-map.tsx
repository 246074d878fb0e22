import { Paper, Stack, Text } from '@mantine/core';
import { DEFAULT_LOCATION, MAP_DEFAULT_ZOOM } from '@lending/domain';
import { IconMapPin } from '@tabler/icons-react';
import { useState } from 'react';
import { CircleMarker, MapContainer, TileLayer, Tooltip } from 'react-leaflet';
import 'leaflet/dist/leaflet.css';
import { areTilesUnavailable, markTilesUnavailable } from '../../../lib/map-tiles';
import type { LoanProperty } from '../api/types';

const TILE_URL = import.meta.env.VITE_MAP_TILE_URL || 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';

// Spec 000 §5 / 001 §2: the first property's address; 0,0 falls back to Washington DC, zoom 11.
const centreOf = (property: LoanProperty | undefined): { lat: number; lng: number } => {
  const point = property?.coordinates;
  if (!point || (point.lat === 0 && point.lng === 0)) return DEFAULT_LOCATION;
  return { lat: point.lat, lng: point.lng };
};

const addressOf = (property: LoanProperty): string =>
  [property.address_address, property.address_city, property.address_state, property.address_zipcode]
    .filter(Boolean)
    .join(', ');

/** Without map tiles: the properties' addresses as a plain list (issue 21, no grey box). */
const AddressList = ({ properties }: { properties: LoanProperty[] }) => (
  <Paper p="sm" radius="md" mih={80}>
    <Text size="xs" c="dimmed" mb={6}>
      The map cannot be shown right now. Property addresses:
    </Text>
    {properties.length === 0 ? (
      <Text size="sm">No property address on file</Text>
    ) : (
      <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {properties.map((property) => (
          <Text key={property.id} component="li" size="sm">
            <IconMapPin size={14} aria-hidden style={{ verticalAlign: -2, marginRight: 4 }} />
            {addressOf(property) || 'Address not on file'}
          </Text>
        ))}
      </Stack>
    )}
  </Paper>
);

// Default export: the page loads this with React.lazy so Leaflet stays in its own chunk.
const PropertyMap = ({ properties }: { properties: LoanProperty[] }) => {
  const [isTileless, setTileless] = useState(areTilesUnavailable);
  const property = properties[0];
  const centre = centreOf(property);
  return (
    // isolation: Leaflet's panes and controls (z-index 400 to 1000) stay under modals and menus.
    <div
      data-testid="property-map"
      data-tiles={isTileless ? 'unavailable' : 'loaded'}
      style={{ isolation: 'isolate' }}
    >
      {isTileless ? (
        <AddressList properties={properties} />
      ) : (
        <MapContainer
          center={[centre.lat, centre.lng]}
          zoom={MAP_DEFAULT_ZOOM}
          style={{ height: 220, width: '100%', borderRadius: 8 }}
          scrollWheelZoom={false}
        >
          <TileLayer
            url={TILE_URL}
            attribution="&copy; OpenStreetMap contributors"
            eventHandlers={{
              tileerror: () => {
                markTilesUnavailable();
                setTileless(true);
              },
            }}
          />
          {property && (
            <CircleMarker
              center={[centre.lat, centre.lng]}
              radius={8}
              pathOptions={{ color: '#1c7ed6', fillOpacity: 0.8 }}
            >
              <Tooltip>{addressOf(property)}</Tooltip>
            </CircleMarker>
          )}
        </MapContainer>
      )}
    </div>
  );
};
export default PropertyMap;
