import 'leaflet/dist/leaflet.css';
import { useEffect, useMemo, useState } from 'react';
import { Anchor, Text } from '@mantine/core';
import { latLngBounds } from 'leaflet';
import { CircleMarker, MapContainer, Popup, TileLayer, useMap } from 'react-leaflet';
import { displayLoanName, formatMoney } from '@lending/domain';
import { useMapConfig } from '../api/get-map-config';
import type { LoanListItem } from '../api/types';
import { DEFAULT_CENTER, DEFAULT_ZOOM, positionOf, stepIndex, ZOOM_STEP } from '../utils/map-position';
import { MapSidePanel } from './map-side-panel';
import classes from './loans-map.module.css';

// Up to this many markers are SVG elements; beyond it one canvas keeps thousands fast.
const CANVAS_FROM = 1000;

type Props = { loans: LoanListItem[]; onOpen: (loan: LoanListItem) => void };

/** Shows every marker once, then follows the selected loan. */
const FitAndFollow = ({ loans, selected }: { loans: LoanListItem[]; selected: LoanListItem | null }) => {
  const map = useMap();
  useEffect(() => {
    if (loans.length === 0) return;
    map.fitBounds(latLngBounds(loans.map(positionOf)), { padding: [30, 30], maxZoom: DEFAULT_ZOOM });
  }, [map, loans]);
  useEffect(() => {
    if (selected) map.panTo(positionOf(selected));
  }, [map, selected]);
  return null;
};

/**
 * Spec 000 §2: the map of all loans with markers, an info window (popup) per marker and a
 * right-side panel for the selected loan with Previous and Next. Markers are vector shapes (a
 * canvas for large lists), so they show even when the tile server cannot be reached.
 */
export const LoansMap = ({ loans, onOpen }: Props) => {
  const config = useMapConfig();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const index = Math.max(
    loans.findIndex((loan) => loan.id === selectedId),
    0,
  );
  const selected = loans[index] ?? null;
  const markers = useMemo(() => loans.map((loan) => ({ loan, position: positionOf(loan) })), [loans]);

  return (
    <div className={classes.layout} data-testid="loans-map">
      <MapContainer
        className={classes.map}
        center={DEFAULT_CENTER}
        zoom={DEFAULT_ZOOM}
        zoomSnap={0.2}
        zoomDelta={ZOOM_STEP}
        preferCanvas={loans.length > CANVAS_FROM}
      >
        {config.data && (
          <TileLayer url={config.data.tileUrl} attribution="&copy; OpenStreetMap contributors" />
        )}
        <FitAndFollow loans={loans} selected={selectedId ? selected : null} />
        {markers.map(({ loan, position }) => (
          <CircleMarker
            key={loan.id}
            center={position}
            radius={loan.id === selected?.id ? 10 : 7}
            pathOptions={{
              color: loan.id === selected?.id ? '#c92a2a' : '#364fc7',
              fillColor: loan.id === selected?.id ? '#ff6b6b' : '#5c7cfa',
              fillOpacity: 0.85,
              weight: 2,
            }}
            eventHandlers={{ click: () => setSelectedId(loan.id) }}
          >
            <Popup>
              <Text size="sm" fw={600}>
                {displayLoanName(loan.name)}
              </Text>
              <Text size="xs">
                {formatMoney(loan.amount)} · {loan.status.state}
              </Text>
              <Anchor size="xs" component="button" onClick={() => onOpen(loan)}>
                Open loan
              </Anchor>
            </Popup>
          </CircleMarker>
        ))}
      </MapContainer>
      <div className={classes.panel}>
        <MapSidePanel
          loan={selected}
          position={selected ? index + 1 : 0}
          total={loans.length}
          googleMapsKey={config.data?.googleMapsKey ?? null}
          onPrevious={() => setSelectedId(loans[stepIndex(index, -1, loans.length)]?.id ?? null)}
          onNext={() => setSelectedId(loans[stepIndex(index, 1, loans.length)]?.id ?? null)}
          onOpen={onOpen}
        />
      </div>
    </div>
  );
};
