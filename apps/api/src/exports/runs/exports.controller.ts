import { Controller, Get, HttpCode, Param, Post, Put, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { z } from 'zod';
import {
  ExportItemDetailSchema,
  ExportItemSchema,
  ExportRunSchema,
  ExportTypeIdText,
  ExportTypeRowSchema,
  type GenerateExport,
  GenerateExportSchema,
  type HistoryReExport,
  HistoryReExportAnswerSchema,
  HistoryReExportSchema,
  MessageAnswerSchema,
  QboLogSearchSchema,
  type QboLogSearch,
  QboReExportAnswerSchema,
  QboReExportPathSchema,
  type StartExport,
  StartExportAnswerSchema,
  StartExportSchema,
} from '@intermission/contracts';
import { NotFoundError } from '@intermission/domain';
import { RequireClaim } from '../../auth/access.decorator';
import { type CurrentUser, User } from '../../auth/current-user';
import { sendList } from '../../common/http/list-response';
import { IdParam, ZodBody, ZodParam, ZodParams } from '../../common/http/zod-params.decorator';
import { FileResponse, ZodResponse } from '../../common/http/zod-response.decorator';
import { contentDisposition, sendStored } from '../../files/file-store';
import { ExportCalls } from './export-calls.service';
import { ExportFiles } from './export-files';

const typeParam = ExportTypeIdText;

/** Exports (document 3 §7 "Exports", docs/exports.md "Calls"): every call needs Exports FullAccess. */
@ApiTags('exports')
@Controller('exports')
export class ExportsController {
  constructor(
    private readonly calls: ExportCalls,
    private readonly files: ExportFiles,
  ) {}

  @Get('_search')
  @RequireClaim('Exports', 'FullAccess')
  @ZodResponse(z.array(ExportTypeRowSchema))
  async search(@Res({ passthrough: true }) res: Response) {
    const types = await this.calls.types();
    return sendList(res, { rows: types, total: types.length });
  }

  @Post('export')
  @HttpCode(200)
  @RequireClaim('Exports', 'FullAccess')
  @ZodResponse(StartExportAnswerSchema)
  start(@ZodBody(StartExportSchema) body: StartExport, @User() actor: CurrentUser) {
    return this.calls.start(body, actor.userId);
  }

  @Get('history/:typeId')
  @RequireClaim('Exports', 'FullAccess')
  @ZodResponse(z.array(ExportRunSchema))
  async history(@ZodParam('typeId', typeParam) typeId: number, @Res({ passthrough: true }) res: Response) {
    const runs = await this.calls.history(typeId);
    return sendList(res, { rows: runs, total: runs.length });
  }

  @Post('history/re-export')
  @HttpCode(200)
  @RequireClaim('Exports', 'FullAccess')
  @ZodResponse(HistoryReExportAnswerSchema)
  historyReExport(@ZodBody(HistoryReExportSchema) body: HistoryReExport) {
    return this.calls.historyReExport(body);
  }

  @Post('QBOExports')
  @HttpCode(200)
  @RequireClaim('Exports', 'FullAccess')
  @ZodResponse(z.array(ExportItemSchema))
  async log(@ZodBody(QboLogSearchSchema) body: QboLogSearch, @Res({ passthrough: true }) res: Response) {
    return sendList(res, await this.calls.log(body));
  }

  @Get('QBOExports/:detailId')
  @RequireClaim('Exports', 'FullAccess')
  @ZodResponse(ExportItemDetailSchema)
  detail(@IdParam('detailId') id: number) {
    return this.calls.detail(id);
  }

  @Put('re-export/QBO/type/:t/detailId/:d')
  @RequireClaim('Exports', 'FullAccess')
  @ZodResponse(QboReExportAnswerSchema)
  reExport(@ZodParams(QboReExportPathSchema) p: z.output<typeof QboReExportPathSchema>) {
    return this.calls.reExport(p.t, p.d);
  }

  @Put('generate')
  @RequireClaim('Exports', 'FullAccess')
  @ZodResponse(MessageAnswerSchema)
  generate(@ZodBody(GenerateExportSchema) body: GenerateExport) {
    return this.calls.generate(body);
  }

  @Get('files/:name')
  @RequireClaim('Exports', 'FullAccess')
  @FileResponse('application/zip')
  async download(@Param('name') name: string, @Res() res: Response) {
    const file = await this.files.resolve(name);
    if (!file) throw new NotFoundError('The export file');
    sendStored(res, file, 'application/zip', { 'Content-Disposition': contentDisposition(`export-${name}`) });
  }
}
