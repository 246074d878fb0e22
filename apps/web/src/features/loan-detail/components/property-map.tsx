import { DEFAULT_LOCATION, MAP_DEFAULT_ZOOM } from '@lending/domain';
import { CircleMarker, MapContainer, TileLayer, Tooltip } from 'react-leaflet';
import 'leaflet/dist/leaflet.css';
import type { LoanProperty } from '../api/types';

const TILE_URL = import.meta.env.VITE_MAP_TILE_URL || 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';

// Spec 000 §5 / 001 §2: the first property's address; 0,0 falls back to Washington DC, zoom 11.
const centreOf = (property: LoanProperty | undefined): { lat: number; lng: number } => {
  const point = property?.coordinates;
  if (!point || (point.lat === 0 && point.lng === 0)) return DEFAULT_LOCATION;
  return { lat: point.lat, lng: point.lng };
};

// Default export: the page loads this with React.lazy so Leaflet stays in its own chunk.
const PropertyMap = ({ property }: { property: LoanProperty | undefined }) => {
  const centre = centreOf(property);
  return (
    // isolation: Leaflet's panes and controls (z-index 400 to 1000) stay under modals and menus.
    <div data-testid="property-map" style={{ isolation: 'isolate' }}>
      <MapContainer
        center={[centre.lat, centre.lng]}
        zoom={MAP_DEFAULT_ZOOM}
        style={{ height: 220, width: '100%', borderRadius: 8 }}
        scrollWheelZoom={false}
      >
        <TileLayer url={TILE_URL} attribution="&copy; OpenStreetMap contributors" />
        {property && (
          <CircleMarker
            center={[centre.lat, centre.lng]}
            radius={8}
            pathOptions={{ color: '#1c7ed6', fillOpacity: 0.8 }}
          >
            <Tooltip>
              {[property.address_address, property.address_city, property.address_state]
                .filter(Boolean)
                .join(', ')}
            </Tooltip>
          </CircleMarker>
        )}
      </MapContainer>
    </div>
  );
};
export default PropertyMap;
