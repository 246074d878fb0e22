import 'leaflet/dist/leaflet.css';
import { CircleMarker, MapContainer, TileLayer, useMap } from 'react-leaflet';
import { useEffect, useState } from 'react';
import { Text } from '@mantine/core';
import { useMapConfig } from '../../../lib/map-config';
import { markTilesUnavailable, useTileAvailability } from '../../../lib/map-tiles';
import { DEFAULT_LOCATION, MAP_DEFAULT_ZOOM } from '@lending/domain';

export type LatLng = { lat: number; lng: number };

// 002 §2.1 / 000 §5: no coordinates (or 0,0) -> Washington DC at zoom 11.
const DC: LatLng = DEFAULT_LOCATION;
const DEFAULT_ZOOM = MAP_DEFAULT_ZOOM;

const hasPoint = (point: LatLng | null | undefined): point is LatLng =>
  !!point && !(point.lat === 0 && point.lng === 0);

const Recenter = ({ center, zoom }: { center: LatLng; zoom: number }) => {
  const map = useMap();
  useEffect(() => {
    map.setView(center, zoom);
  }, [map, center, zoom]);
  return null;
};

/** A small map of the geocoded address; loaded as its own chunk (Leaflet is large). */
export const MapPreview = ({
  point,
  height = 180,
}: {
  point: LatLng | null | undefined;
  height?: number;
}) => {
  const center = hasPoint(point) ? point : DC;
  const zoom = hasPoint(point) ? 14 : DEFAULT_ZOOM;
  const config = useMapConfig();
  const tiles = useTileAvailability(config.data?.tileUrl);
  const [tileFailed, setTileFailed] = useState(false);
  if (tiles === 'unavailable' || tileFailed)
    return (
      <Text size="sm" c="dimmed" data-testid="map-preview" data-tiles="unavailable">
        Map unavailable offline: the address above is what the application sends.
      </Text>
    );
  if (tiles === 'checking' || !config.data) return <div style={{ height }} data-testid="map-preview" />;
  return (
    <div style={{ height, borderRadius: 8, overflow: 'hidden' }} data-testid="map-preview">
      <MapContainer
        center={center}
        zoom={zoom}
        style={{ height: '100%', width: '100%' }}
        scrollWheelZoom={false}
        attributionControl
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
        <Recenter center={center} zoom={zoom} />
        {hasPoint(point) && (
          <CircleMarker center={point} radius={8} pathOptions={{ color: '#1c7ed6', fillOpacity: 0.8 }} />
        )}
      </MapContainer>
    </div>
  );
};
