import 'leaflet/dist/leaflet.css';
import { useEffect, useMemo, useState } from 'react';
import { Anchor, Text } from '@mantine/core';
import { divIcon, type Map as LeafletMap } from 'leaflet';
import { CircleMarker, MapContainer, Marker, Popup, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { displayLoanName, formatMoney, formatCount } from '@lending/domain';
import { useMapConfig } from '../../../lib/map-config';
import { markTilesUnavailable, useTileAvailability } from '../../../lib/map-tiles';
import type { LoanMapBox, LoanMapPoint } from '@lending/domain';
import { useLoanMap } from '../api/get-loan-map';
import type { LoanMapParams } from '../api/loan-keys';
import { DEFAULT_CENTER, DEFAULT_ZOOM, stepIndex, ZOOM_STEP } from '../utils/map-position';
import { MapSidePanel } from './map-side-panel';
import classes from './loans-map.module.css';

type Filters = Omit<LoanMapParams, 'box' | 'zoom'>;
type Props = { filters: Filters; onOpen: (loan: { human_id: string }) => void };

const boxOf = (map: LeafletMap): LoanMapBox => {
  const bounds = map.getBounds();
  return {
    south: bounds.getSouth(),
    west: bounds.getWest(),
    north: bounds.getNorth(),
    east: bounds.getEast(),
  };
};

/** Reports the visible box and zoom after every move, so the server answers for the view. */
const ViewportWatcher = ({ onChange }: { onChange: (box: LoanMapBox, zoom: number) => void }) => {
  const map = useMapEvents({ moveend: () => onChange(boxOf(map), map.getZoom()) });
  return null;
};

/** Fits the bounds of every matching loan once per set of filters, then follows the selection. */
const FitAndFollow = ({ bounds, selected }: { bounds: LoanMapBox | null; selected: LoanMapPoint | null }) => {
  const map = useMap();
  useEffect(() => {
    if (!bounds) return;
    map.fitBounds(
      [
        [bounds.south, bounds.west],
        [bounds.north, bounds.east],
      ],
      { padding: [30, 30], maxZoom: DEFAULT_ZOOM },
    );
  }, [map, bounds]);
  useEffect(() => {
    if (selected) map.panTo([selected.lat, selected.lng]);
  }, [map, selected]);
  return null;
};

const clusterIcon = (count: number) => {
  const size = count < 100 ? 34 : count < 1000 ? 42 : 52;
  return divIcon({
    className: classes.cluster,
    html: `<span>${formatCount(count)}</span>`,
    iconSize: [size, size],
  });
};

/**
 * Spec 000 §2: the map of all loans with markers, an info window (popup) per marker and a
 * right-side panel for the selected loan with Previous and Next. Since issue 10 the server sends
 * only what is in view: the loans one by one when few, clusters (click to zoom in) when many.
 */
export const LoansMap = ({ filters, onOpen }: Props) => {
  const config = useMapConfig();
  const tiles = useTileAvailability(config.data?.tileUrl);
  const [tileFailed, setTileFailed] = useState(false);
  const showTiles = tiles === 'available' && !tileFailed;
  const [view, setView] = useState<{ box: LoanMapBox | null; zoom: number; for: Filters }>({
    box: null,
    zoom: DEFAULT_ZOOM,
    for: filters,
  });
  // New filters: ask for the bounds of all matching loans again and fit them.
  const current = view.for === filters ? view : { box: null, zoom: view.zoom, for: filters };
  const query = useLoanMap({ ...filters, box: current.box, zoom: current.zoom });
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const points = useMemo(() => query.data?.points ?? [], [query.data]);
  const clusters = query.data?.clusters ?? [];
  const index = Math.max(
    points.findIndex((point) => point.id === selectedId),
    0,
  );
  const selected = points[index] ?? null;
  const bounds = current.box === null && !query.isPlaceholderData ? (query.data?.bounds ?? null) : null;

  return (
    <div
      className={classes.layout}
      data-testid="loans-map"
      data-tiles={showTiles ? 'loaded' : tiles === 'checking' ? 'checking' : 'unavailable'}
    >
      {!showTiles && tiles !== 'checking' && (
        // Offline the markers still show where the loans are, on a plain background.
        <Text size="sm" c="dimmed" className={classes.offline} data-testid="map-offline">
          Map unavailable offline: the loans are shown without the map.
        </Text>
      )}
      <MapContainer
        className={classes.map}
        center={DEFAULT_CENTER}
        zoom={DEFAULT_ZOOM}
        zoomSnap={0.2}
        zoomDelta={ZOOM_STEP}
      >
        {showTiles && config.data && (
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
        )}
        <ViewportWatcher onChange={(box, zoom) => setView({ box, zoom, for: filters })} />
        <FitAndFollow bounds={bounds} selected={selectedId ? selected : null} />
        {clusters.map((cluster) => (
          <Marker
            key={`${cluster.lat},${cluster.lng}`}
            position={[cluster.lat, cluster.lng]}
            icon={clusterIcon(cluster.count)}
            title={`${cluster.count} loans`}
            eventHandlers={{
              click: (event) => {
                const map = (event.target as { _map?: LeafletMap })._map;
                map?.setView([cluster.lat, cluster.lng], map.getZoom() + 2);
              },
            }}
          />
        ))}
        {points.map((point) => (
          <CircleMarker
            key={point.id}
            center={[point.lat, point.lng]}
            radius={point.id === selected?.id ? 10 : 7}
            pathOptions={{
              color: point.id === selected?.id ? '#c92a2a' : '#364fc7',
              fillColor: point.id === selected?.id ? '#ff6b6b' : '#5c7cfa',
              fillOpacity: 0.85,
              weight: 2,
            }}
            eventHandlers={{ click: () => setSelectedId(point.id) }}
          >
            <Popup>
              <Text size="sm" fw={600}>
                {displayLoanName(point.name)}
              </Text>
              <Text size="xs">
                {formatMoney(point.amount)} · {point.state}
              </Text>
              <Anchor size="xs" component="button" onClick={() => onOpen(point)}>
                Open loan
              </Anchor>
            </Popup>
          </CircleMarker>
        ))}
      </MapContainer>
      <div className={classes.panel}>
        {clusters.length > 0 ? (
          <Text size="sm" c="dimmed" p="md" data-testid="map-cluster-hint">
            {formatCount(query.data?.total)} loans in view. Click a cluster or zoom in to see them one by one.
          </Text>
        ) : (
          <MapSidePanel
            loan={selected}
            position={selected ? index + 1 : 0}
            total={points.length}
            googleMapsKey={config.data?.googleMapsKey ?? null}
            onPrevious={() => setSelectedId(points[stepIndex(index, -1, points.length)]?.id ?? null)}
            onNext={() => setSelectedId(points[stepIndex(index, 1, points.length)]?.id ?? null)}
            onOpen={onOpen}
          />
        )}
      </div>
    </div>
  );
};
