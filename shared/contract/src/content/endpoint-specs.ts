/** What the API validates and documents of contentEndpoints (./endpoints.ts): each call's summary, body and reply schemas. */
import { specs } from '../platform/endpoint';
import { list, paged } from '../platform/response-fields';
import { articleLikeBody, contactBody, cooperationBody, newsCheckBody } from './requests';
import { articleDetail, articleLike, articleSummary, carouselItem, createdId, newsCheck, newsItem, staffContactMessage, staffCooperationRequest } from './responses';
import { contentEndpoints } from './endpoints';

export const contentEndpointSpecs = specs(contentEndpoints, {
  articleHot: { summary: 'Hot articles (limit, page)', response: paged(articleSummary) },
  articleNew: { summary: 'New articles (limit, page)', response: paged(articleSummary) },
  article: { summary: 'Article detail', response: articleDetail },
  articleIsLike: { summary: 'Like or unlike an article', body: articleLikeBody, response: articleLike },
  carousel: { summary: 'Home carousel', response: list(carouselItem) },
  webUserResponse: { summary: 'Contact form', body: contactBody, response: createdId },
  cooperation: { summary: 'Business cooperation form', body: cooperationBody, response: createdId },
  newsCheck: { summary: 'Check news', body: newsCheckBody, response: newsCheck },
  newsList: { summary: 'News (?page=)', response: paged(newsItem) },
  news: { summary: 'News detail', response: newsItem },
  staffContactMessages: { summary: 'Contact messages for staff (staff token; ?page=)', response: paged(staffContactMessage) },
  staffCooperationRequests: { summary: 'Cooperation requests for staff (staff token; ?page=)', response: paged(staffCooperationRequest) },
});
