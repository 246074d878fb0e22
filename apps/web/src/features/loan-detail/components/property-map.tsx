import { Anchor, Paper, Stack, Text } from '@mantine/core';
import { DEFAULT_LOCATION, MAP_DEFAULT_ZOOM } from '@lending/domain';
import { IconMapPin } from '@tabler/icons-react';
import { useState } from 'react';
import { CircleMarker, MapContainer, TileLayer, Tooltip } from 'react-leaflet';
import 'leaflet/dist/leaflet.css';
import { useMapConfig } from '../../../lib/map-config';
import { markTilesUnavailable, useTileAvailability } from '../../../lib/map-tiles';
import type { LoanProperty } from '../api/types';

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

/** Without map tiles: the properties' addresses, each a link to the map online (issue 21, no grey box). */
const AddressList = ({ properties }: { properties: LoanProperty[] }) => (
  <Paper p="sm" radius="md" mih={80}>
    <Text size="sm" fw={600}>
      Map unavailable offline
    </Text>
    <Text size="xs" c="dimmed" mb={6}>
      The map tiles could not be loaded. Property {properties.length === 1 ? 'address' : 'addresses'}:
    </Text>
    {properties.length === 0 ? (
      <Text size="sm">No property address on file</Text>
    ) : (
      <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {properties.map((property) => {
          const address = addressOf(property);
          return (
            <Text key={property.id} component="li" size="sm">
              <IconMapPin size={14} aria-hidden style={{ verticalAlign: -2, marginRight: 4 }} />
              {address ? (
                <Anchor
                  href={`https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`}
                  target="_blank"
                  rel="noreferrer"
                  size="sm"
                >
                  {address}
                </Anchor>
              ) : (
                'Address not on file'
              )}
            </Text>
          );
        })}
      </Stack>
    )}
  </Paper>
);

// Default export: the page loads this with React.lazy so Leaflet stays in its own chunk.
const PropertyMap = ({ properties }: { properties: LoanProperty[] }) => {
  const config = useMapConfig();
  const tiles = useTileAvailability(config.data?.tileUrl);
  const [tileFailed, setTileFailed] = useState(false);
  const isTileless = tiles === 'unavailable' || tileFailed;
  const property = properties[0];
  const centre = centreOf(property);
  return (
    // isolation: Leaflet's panes and controls (z-index 400 to 1000) stay under modals and menus.
    <div
      data-testid="property-map"
      data-tiles={isTileless ? 'unavailable' : tiles === 'checking' ? 'checking' : 'loaded'}
      style={{ isolation: 'isolate' }}
    >
      {isTileless ? (
        <AddressList properties={properties} />
      ) : tiles === 'checking' || !config.data ? (
        <div style={{ height: 220 }} />
      ) : (
        <MapContainer
          center={[centre.lat, centre.lng]}
          zoom={MAP_DEFAULT_ZOOM}
          style={{ height: 220, width: '100%', borderRadius: 8 }}
          scrollWheelZoom={false}
        >
          <TileLayer
            url={config.data.tileUrl}
            attribution="&copy; OpenStreetMap contributors"
            eventHandlers={{
              tileerror: () => {
                markTilesUnavailable();
                setTileFailed(true);
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
