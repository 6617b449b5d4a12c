import { Body, Controller, ForbiddenException, Get, HttpCode, Inject, NotFoundException, Post, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { CentreConfig } from '../../config/centres.config';
import type { Configuration } from '../../config/configuration';
import { APP_CONFIG } from '../common/server/config/app-config.token';
import { CLOCK } from '../common/server/time/clock';
import type { Clock } from '../common/server/time/clock';
import { Centre } from '../modules/centres/centre.decorator';
import { PageCacheService } from './page-cache.service';
import { PageDataService } from './page-data.service';
import { isEditorRequest } from './preview-access';
import { editorResponse, unsavedStoryOf } from './preview-response';
import { ReactRendererService } from './react-renderer.service';
import { cspNonce, siteOrigin } from './request-context';
import { previewQueryOf, withPreviewQuery } from '../common/domain/preview/preview-query';

/** Client-side navigation: the same resolver and mappers as a full page, as JSON. */
@Controller('api/page')
export class PageApiController {
  constructor(
    private readonly pages: PageDataService,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: Configuration,
  ) {}

  @Get()
  async page(
    @Query('path') path: string | undefined,
    @Centre() centre: CentreConfig,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ) {
    const url = typeof path === 'string' && path.startsWith('/') ? path : '/';
    const now = this.clock.now();
    // the editor's preview asks with its verified query on this request (docs/editor.md): drafts, never stored
    const editMode = isEditorRequest(req.query, centre, now.getTime());
    const result = await this.pages.build({
      centre,
      url,
      origin: siteOrigin(req, centre, this.config),
      editMode,
      now,
    });
    res.setHeader('cache-control', 'no-cache');
    if (editMode) editorResponse(res);
    if (result.kind === 'redirect')
      return { redirect: editMode ? withPreviewQuery(result.location, previewQueryOf(searchOf(req))) : result.location };
    res.status(result.state.page.status);
    return { page: result.state.page, now: result.state.now };
  }

  /**
   * The editor's live preview (docs/editor.md): the page of `path` built by the server's own page builders from the
   * unsaved story the visual editor's bridge sent, with the collections read as drafts. Only with a verified
   * preview query; the body limit is the app's (QUALITY R7).
   */
  @Post('preview')
  @HttpCode(200)
  async preview(@Body() body: unknown, @Centre() centre: CentreConfig, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    const now = this.clock.now();
    if (!isEditorRequest(req.query, centre, now.getTime())) throw new ForbiddenException();
    const unsaved = unsavedStoryOf(body);
    editorResponse(res);
    const result = await this.pages.build({
      centre,
      url: unsaved.path,
      origin: siteOrigin(req, centre, this.config),
      editMode: true,
      now,
      unsaved: unsaved.story,
    });
    if (result.kind === 'redirect') return { redirect: result.location };
    res.status(result.state.page.status);
    return { page: result.state.page, now: result.state.now };
  }
}

/** Every other GET is a page of the centre the Host names (spec 1 §2.1). */
@Controller()
export class PageController {
  constructor(
    private readonly pages: PageDataService,
    private readonly renderer: ReactRendererService,
    private readonly pageCache: PageCacheService,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: Configuration,
  ) {}

  @Get('{*path}')
  async page(@Centre() centre: CentreConfig, @Req() req: Request, @Res() res: Response): Promise<void> {
    // a missing API route or built asset is a plain 404, never a page lookup
    if (/^\/(api|assets)(\/|$)/.test(req.path)) throw new NotFoundException();
    const now = this.clock.now();
    const editMode = isEditorRequest(req.query, centre, now.getTime());
    const result = await this.pages.build({
      centre,
      url: req.originalUrl,
      origin: siteOrigin(req, centre, this.config),
      editMode,
      now,
    });
    // an editor's redirect keeps the preview query: the next page is still the draft
    const previewQuery = editMode ? previewQueryOf(searchOf(req)) : '';
    if (result.kind === 'redirect') {
      res.redirect(result.status, withPreviewQuery(result.location, previewQuery));
      return;
    }
    // editors see drafts: never cache them; published pages may be cached briefly by a CDN
    const headers = {
      'cache-control': editMode ? 'no-store' : 'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
      vary: 'Host, Accept-Encoding',
    };
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    if (editMode) {
      editorResponse(res);
      // every in-site link of the preview keeps the verified preview query (docs/editor.md)
      result.state.previewQuery = previewQuery;
    }
    const nonce = cspNonce(res);
    const key = editMode ? undefined : res.locals.pageCacheKey;
    const keep = key
      ? (document: Buffer) =>
          void this.pageCache.set(key, result.status, document, nonce, {
            ...headers,
            'content-type': 'text/html; charset=utf-8',
          })
      : undefined;
    await this.renderer.stream(res, { state: result.state, status: result.status, url: req.originalUrl, nonce }, keep);
  }

  /**
   * A form pressed without JavaScript posts to its own page (the forms need the browser's human check): the body is
   * dropped unread and the visitor is sent back to the page, where the form says it needs JavaScript.
   */
  @Post('{*path}')
  formWithoutScript(@Req() req: Request, @Res() res: Response): void {
    if (/^\/(api|assets)(\/|$)/.test(req.path)) throw new NotFoundException();
    // never '//host' or '/\\host': a browser reads those as another site
    const back = /^\/(?![/\\])/.test(req.originalUrl) ? req.originalUrl : '/';
    res.redirect(303, back);
  }
}

/** The query string of the request's URL. */
function searchOf(req: Request): string {
  return new URL(req.originalUrl, 'http://site.invalid').search;
}
