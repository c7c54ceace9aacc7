import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { DocumentsController } from '../files/documents.controller';
import { RESPONSE_KEY, type ResponseRule } from '../common/http/zod-response.decorator';
import { BarImagesController } from './bar-images.controller';
import { ClientsController, NotesController } from './clients.controller';
import { CouponsController } from './coupons.controller';
import { SalesLocationsController } from './sales-locations.controller';
import { StationsController } from './stations.controller';
import { TheatresController } from './theatres.controller';
import { VenuesController } from './venues.controller';

const controllers = [
  ClientsController,
  NotesController,
  VenuesController,
  TheatresController,
  SalesLocationsController,
  StationsController,
  CouponsController,
  BarImagesController,
  DocumentsController,
];

/** Every route handler of a controller: its name and what it declares it answers. */
function routes(controller: (typeof controllers)[number]) {
  const proto = controller.prototype as Record<string, unknown>;
  return Object.getOwnPropertyNames(proto)
    .filter((name) => typeof proto[name] === 'function' && Reflect.getMetadata(PATH_METADATA, proto[name] as object) !== undefined)
    .filter((name) => Reflect.getMetadata(METHOD_METADATA, proto[name] as object) !== undefined)
    .map((name) => ({ name, rule: Reflect.getMetadata(RESPONSE_KEY, proto[name] as object) as ResponseRule | undefined }));
}

describe('the client area and documents declare every answer', () => {
  it.each(controllers.map((c) => [c.name, c] as const))('%s: each route names its answer (a contracts schema, a file or nothing)', (_name, controller) => {
    const all = routes(controller);
    expect(all.length).toBeGreaterThan(0);
    expect(all.filter((r) => !r.rule).map((r) => r.name)).toEqual([]);
  });

  it('counts the routes converted', () => {
    expect(controllers.reduce((n, c) => n + routes(c).length, 0)).toBe(77);
  });
});
