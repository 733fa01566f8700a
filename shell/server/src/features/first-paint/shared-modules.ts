/**
 * The shared singletons a remote's server bundle asks for with `require()`: the site server's own
 * instances, the ones the shell renders with, so shell and remote share one React, one router,
 * one query cache and one text instance, as Module Federation arranges in the browser
 * (packages/federation/src/shared.ts names the same list).
 */
import * as React from 'react';
import * as ReactJsxRuntime from 'react/jsx-runtime';
import * as ReactDom from 'react-dom';
import * as ReactRouterDom from 'react-router-dom';
import * as ReactQuery from '@tanstack/react-query';
import * as Zustand from 'zustand';
import * as I18next from 'i18next';
import * as ReactI18next from 'react-i18next';
import * as TravelEventBus from '@travel/event-bus';
import * as TravelI18n from '@travel/i18n';
import * as TravelUi from '@travel/ui';
import * as TravelApiClient from '@travel/api-client';
import * as TravelApiClientBotToken from '@travel/api-client/bot-token';

/** webpack's interop reads `default` of a module marked `__esModule`, as a bundle's own import would. */
const asCommonJs = (namespace: object): Readonly<Record<string, unknown>> => Object.freeze({ __esModule: true, ...namespace });

export const SHARED_MODULES: ReadonlyMap<string, Readonly<Record<string, unknown>>> = new Map([
  ['react', asCommonJs(React)],
  ['react/jsx-runtime', asCommonJs(ReactJsxRuntime)],
  ['react-dom', asCommonJs(ReactDom)],
  ['react-router-dom', asCommonJs(ReactRouterDom)],
  ['@tanstack/react-query', asCommonJs(ReactQuery)],
  ['zustand', asCommonJs(Zustand)],
  ['i18next', asCommonJs(I18next)],
  ['react-i18next', asCommonJs(ReactI18next)],
  ['@travel/event-bus', asCommonJs(TravelEventBus)],
  ['@travel/i18n', asCommonJs(TravelI18n)],
  ['@travel/ui', asCommonJs(TravelUi)],
  ['@travel/api-client', asCommonJs(TravelApiClient)],
  // A deep import of a shared package is left to the host as well (federation's `isSharedRequest`):
  // the forms of server-rendered pages (content's enquiry and newsletter forms) import this one.
  ['@travel/api-client/bot-token', asCommonJs(TravelApiClientBotToken)],
]);
