import { endpoint, FAVORITES_WRITE_LIMIT } from './endpoint';
import * as o from '../offers';

/** The visitor's favourite offers. */
export const favoriteEndpoints = {
  favoritesGet: endpoint({
    method: 'GET',
    path: '/offers/favorites/',
    summary: 'Favourite offers (id or the favourites cookie)',
    query: o.favoritesIdQuery,
    response: o.favoritesResponse,
  }),
  favoritesAdd: endpoint({
    method: 'POST',
    path: '/offers/favorites/',
    summary: 'Adds an offer to favourites (creates the id and cookie)',
    query: o.favoritesIdQuery,
    body: o.favoritesBody,
    response: o.favoritesResponse,
    rateLimit: FAVORITES_WRITE_LIMIT,
    errors: { 409: 'The list already holds FAVORITES_LIMIT (200) offers; body: favoritesLimitError' },
  }),
  favoritesReplace: endpoint({
    method: 'PATCH',
    path: '/offers/favorites/',
    summary: 'Replaces the favourite offers',
    query: o.favoritesIdQuery,
    body: o.favoritesPatchBody,
    response: o.favoritesResponse,
    rateLimit: FAVORITES_WRITE_LIMIT,
  }),
  favoritesRemove: endpoint({
    method: 'DELETE',
    path: '/offers/favorites/',
    summary: 'Removes an offer from favourites',
    query: o.favoritesIdQuery,
    body: o.favoritesBody,
    response: o.favoritesResponse,
    rateLimit: FAVORITES_WRITE_LIMIT,
  }),
  favoritesCount: endpoint({
    method: 'GET',
    path: '/offers/favorites/count/',
    summary: 'Number of favourite offers',
    query: o.favoritesIdQuery,
    response: o.favoritesCountResponse,
  }),
} as const;
