import { Module } from '@nestjs/common';
import { StockModule } from '../stock/stock.module';
import { DocumentsController } from './documents.controller';
import { DocumentsRepository } from './documents.repository';
import { FileStore } from './file-store';

/** Documents of clients and received orders ({type}/{id}/documents); received orders are looked up in the stock module. */
@Module({ imports: [StockModule], controllers: [DocumentsController], providers: [DocumentsRepository, FileStore] })
export class DocumentsModule {}
