import {
  canvas,
  divIcon,
  layerGroup,
  marker,
  polygon,
  polyline,
  type LatLngTuple,
  type Layer,
  type Map as LeafletMap,
  type Renderer,
} from 'leaflet';
import type { MultiPolygon, Polygon, Position } from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countries110m from 'world-atlas/countries-110m.json';
import { graticuleLines, graticuleStep, wrapPolygons } from './map-math';
import worldCities from './world-cities.json';

type WorldTopology = Topology<{ countries: GeometryCollection; land: GeometryCollection }>;

/** The panes of the drawn map: under tiles (when a tile server is configured), and its labels. */
const BASEMAP_PANE = 'basemap';
const LABEL_PANE = 'cityLabels';
/** From this zoom the coarse world outline is replaced by the detailed one, loaded then. */
const DETAILED_FROM_ZOOM = 4;

const LAND_STYLE = { color: '#a8a29e', weight: 0.8, fillColor: '#f4f1e8', fillOpacity: 1 };
const BORDER_STYLE = { color: '#94a3b8', weight: 1, dashArray: '4 3' };
const GRATICULE_STYLE = { color: '#9ca3af', weight: 0.5, opacity: 0.5 };

const toLatLng = ([lng = 0, lat = 0]: Position): LatLngTuple => [lat, lng];

const isPolygon = (geometry: { type: string } | null): geometry is Polygon | MultiPolygon =>
  geometry?.type === 'Polygon' || geometry?.type === 'MultiPolygon';

/** Land and country borders of a world-atlas topology as canvas layers. */
const outlineLayers = (topology: WorldTopology, renderer: Renderer): Layer[] => {
  const land = feature(topology, topology.objects.land)
    .features.map((shape) => shape.geometry)
    .filter(isPolygon)
    .flatMap((geometry) => wrapPolygons(geometry).coordinates)
    .map((shape) => shape.map((ring) => ring.map(toLatLng)));
  const borders = mesh(topology, topology.objects.countries, (a, b) => a !== b).coordinates.map(
    (line) => line.map(toLatLng),
  );
  return [
    polygon(land, { ...LAND_STYLE, renderer, interactive: false, smoothFactor: 1.5 }),
    polyline(borders, { ...BORDER_STYLE, renderer, interactive: false, smoothFactor: 1.5 }),
  ];
};

/**
 * City names, each shown from the zoom its size earns. They are scenery for sighted readers;
 * screen readers get the job markers, not a list of every city in view.
 */
const cityLabels = () =>
  worldCities.map((city) => {
    const name = document.createElement('span');
    name.className = 'map-city-label__name';
    name.setAttribute('aria-hidden', 'true');
    name.textContent = city.name;
    return {
      minZoom: city.minZoom,
      layer: marker([city.lat, city.lng], {
        pane: LABEL_PANE,
        interactive: false,
        keyboard: false,
        icon: divIcon({ html: name, className: 'map-city-label', iconSize: [0, 0] }),
      }),
    };
  });

/**
 * A map drawn from bundled data, for when there is no tile server or it cannot be reached:
 * water (the map's background), land, country borders, a grid of meridians and parallels, and
 * the names of major cities.
 * Returns a function that takes it off the map.
 */
export const addVectorBasemap = (
  map: LeafletMap,
  { withLabels }: { withLabels: boolean },
): (() => void) => {
  if (!map.getPane(BASEMAP_PANE)) map.createPane(BASEMAP_PANE).style.zIndex = '150';
  if (!map.getPane(LABEL_PANE)) map.createPane(LABEL_PANE).style.zIndex = '450';
  // One canvas draws the whole outline: thousands of shapes stay cheap to pan and zoom.
  const renderer = canvas({ pane: BASEMAP_PANE, padding: 0.5 });
  const outline = layerGroup(
    outlineLayers(countries110m as unknown as WorldTopology, renderer),
  ).addTo(map);
  const grid = polyline([], { ...GRATICULE_STYLE, renderer, interactive: false }).addTo(map);
  const labels = withLabels ? cityLabels() : [];
  const labelGroup = layerGroup().addTo(map);
  let isRemoved = false;
  let isDetailed = false;

  const update = () => {
    const zoom = map.getZoom();
    const view = map.getBounds().pad(0.5);
    grid.setLatLngs(
      graticuleLines(
        {
          south: view.getSouth(),
          west: view.getWest(),
          north: view.getNorth(),
          east: view.getEast(),
        },
        graticuleStep(zoom),
      ),
    );
    labels.forEach(({ minZoom, layer }) => {
      if (zoom >= minZoom) labelGroup.addLayer(layer);
      else labelGroup.removeLayer(layer);
    });
    if (zoom < DETAILED_FROM_ZOOM || isDetailed) return;
    isDetailed = true;
    import('world-atlas/countries-50m.json')
      .then(({ default: countries50m }) => {
        if (isRemoved) return;
        outline.clearLayers();
        outlineLayers(countries50m as unknown as WorldTopology, renderer).forEach((layer) =>
          outline.addLayer(layer),
        );
        grid.bringToFront();
      })
      .catch(() => {
        // The coarse outline stays; the next zoom tries again.
        isDetailed = false;
      });
  };
  update();
  map.on('moveend', update);
  return () => {
    isRemoved = true;
    map.off('moveend', update);
    grid.remove();
    outline.remove();
    labelGroup.remove();
    renderer.remove();
  };
};
